import { ApiProperty } from '@nestjs/swagger';
import type { EventSummary, MyPageData } from '@babynews/contracts';
import { EventSummaryDto } from '../../events/dto/event-summary.dto';

/** OpenAPI shape of `MyPageData`. */
export class MyPageDataDto implements MyPageData {
  @ApiProperty() username!: string;
  @ApiProperty() displayName!: string;
  @ApiProperty({ type: EventSummaryDto, nullable: true }) event!: EventSummary | null;
  @ApiProperty({ type: String, nullable: true, description: 'PUBLIC_BASE_URL + /event/{code}' }) inviteUrl!: string | null;
  @ApiProperty({ type: 'array', items: { type: 'object' } }) following!: MyPageData['following'];
}
