import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { EventInfo, Follower, QuizPublic, WishPublic } from '@babynews/contracts';

/** OpenAPI shape of `EventInfo` (public read; the owner's read adds the optional fields). */
export class EventInfoDto implements EventInfo {
  @ApiProperty() code!: string;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: "host's display name" }) displayName!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ type: 'array', items: { type: 'object' } }) wishList!: WishPublic[];
  @ApiProperty({ type: 'array', items: { type: 'object' } }) quizList!: QuizPublic[];
  @ApiPropertyOptional({ description: 'owner only' }) postCode?: string;
  @ApiPropertyOptional({ description: 'owner only' }) address?: string;
  @ApiPropertyOptional({ description: 'owner only' }) detailAddress?: string;
  @ApiPropertyOptional({ description: 'owner only', type: 'array', items: { type: 'object' } }) followers?: Follower[];
}
