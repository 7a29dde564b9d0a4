import { Module } from '@nestjs/common';
import { LinkPreviewService } from './link-preview.service';

/** Outbound link fetches with SSRF guards: page titles, product pages and pictures (ARCHITECTURE §4.10, "Universal add", §5). */
@Module({ providers: [LinkPreviewService], exports: [LinkPreviewService] })
export class LinkPreviewModule {}
