import { Module } from '@nestjs/common';
import { LinkPreviewService } from './link-preview.service';

/** Outbound page-title fetches with SSRF guards (ARCHITECTURE §4.10, §5). */
@Module({ providers: [LinkPreviewService], exports: [LinkPreviewService] })
export class LinkPreviewModule {}
