import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { EventSummary } from '@babynews/contracts';

/** OpenAPI shape of `{code, title, description}`. */
export class EventSummaryDto implements EventSummary {
  @ApiProperty({ example: 'k3j9x0a1b2c3d4e5' })
  code!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  description!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'due date YYYY-MM-DD (Asia/Seoul), ARCHITECTURE §4.20' })
  dueDate?: string | null;

  @ApiPropertyOptional({ description: 'surprise mode (ARCHITECTURE §4.20)' })
  surpriseMode?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'reveal day YYYY-MM-DD; null = the due date' })
  revealAt?: string | null;
}
