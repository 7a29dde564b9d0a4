import { ApiProperty } from '@nestjs/swagger';
import type { EventSummary } from '@babynews/contracts';

/** OpenAPI shape of `{code, title, description}`. */
export class EventSummaryDto implements EventSummary {
  @ApiProperty({ example: 'k3j9x0a1b2c3d4e5' })
  code!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  description!: string;
}
