import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { EventInfo, Follower, FundOwner, FundPublic, NewsPlanFields, QuizPublic, WishPublic } from '@babynews/contracts';

/** OpenAPI shape of `EventInfo` (public read; the owner's read adds the optional fields). */
export class EventInfoDto implements EventInfo, NewsPlanFields {
  @ApiProperty() code!: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: "host's display name" }) displayName!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ type: 'array', items: { type: 'object' } }) wishList!: WishPublic[];
  @ApiProperty({ type: 'array', items: { type: 'object' } }) quizList!: QuizPublic[];
  @ApiProperty({ type: String, nullable: true, description: 'due date YYYY-MM-DD (Asia/Seoul), ARCHITECTURE §4.20' }) dueDate!: string | null;
  @ApiProperty({ description: 'surprise mode: the owner sees no reserver names until the reveal day' }) surpriseMode!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'reveal day YYYY-MM-DD; null = the due date' }) revealAt!: string | null;
  @ApiPropertyOptional({ description: 'owner only' }) postCode?: string;
  @ApiPropertyOptional({ description: 'owner only' }) address?: string;
  @ApiPropertyOptional({ description: 'owner only' }) detailAddress?: string;
  @ApiPropertyOptional({ description: 'owner only', type: 'array', items: { type: 'object' } }) followers?: Follower[];
  @ApiPropertyOptional({
    type: Object,
    nullable: true,
    description: '축의금 fund {enabled, goal, pledgedAmount, giverCount} (ARCHITECTURE §4.22); the owner also gets transferGuide; null when never opened',
  })
  fund?: FundPublic | FundOwner | null;
}
