import { ApiProperty } from '@nestjs/swagger';
import type { AssetGroup, AssetImage, PopupModal } from '@babynews/contracts';

/** OpenAPI shapes of the site answers (ARCHITECTURE §4.16); the types themselves live in contracts (`site.ts`). */
export class AssetImageDto implements AssetImage {
  @ApiProperty({ description: 'full URL of the image' }) imageUrl!: string;
  @ApiProperty({ description: 'stored upload key under assets/' }) imagePath!: string;
  @ApiProperty({ minimum: 0, description: 'integer, lower first' }) priority!: number;
}

export class AssetGroupDto implements AssetGroup {
  @ApiProperty({ example: 'landing-hero' }) code!: string;
  @ApiProperty({ maxLength: 100 }) title!: string;
  @ApiProperty({ type: String, nullable: true, description: 'full URL of the main image' }) mainImageUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'stored upload key under assets/' }) mainImagePath!: string | null;
  @ApiProperty({ type: [AssetImageDto], description: 'by priority, then by age' }) assetImages!: AssetImageDto[];
}

export class PopupModalDto implements PopupModal {
  @ApiProperty({ type: String, nullable: true, description: 'stored upload key under popup-modal-' }) mainImagePath!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'full URL of the image' }) mainImageUrl!: string | null;
  @ApiProperty({ enum: ['true', 'false'], description: "spec §3: 'true' shows the popup on the home page" }) title!: 'true' | 'false';
}
