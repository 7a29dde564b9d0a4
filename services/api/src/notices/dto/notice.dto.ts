import { ApiProperty } from '@nestjs/swagger';
import type { Notice, NoticeDeletedResponse, NoticeSummary } from '@babynews/contracts';

/** OpenAPI shapes of the notice answers (ARCHITECTURE §4.14); the types themselves live in contracts. */
export class NoticeSummaryDto implements NoticeSummary {
  @ApiProperty() id!: number;
  @ApiProperty({ maxLength: 200 }) title!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class NoticeDto implements Notice {
  @ApiProperty() id!: number;
  @ApiProperty({ maxLength: 200 }) title!: string;
  @ApiProperty({ description: 'HTML sanitised against the notice allowlist (NOTICE_HTML_ALLOWLIST)' }) content!: string;
  @ApiProperty({ type: String, nullable: true, description: 'full URL of the image' }) imageUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'stored upload key under notices/' }) imagePath!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class NoticeDeletedDto implements NoticeDeletedResponse {
  @ApiProperty() id!: number;
}
