import { ApiProperty } from '@nestjs/swagger';
import type { EventDeletedResponse } from '@babynews/contracts';

/** OpenAPI shape of `{code, deleted: true}`. */
export class EventDeletedDto implements EventDeletedResponse {
  @ApiProperty() code!: string;
  @ApiProperty({ enum: [true] }) deleted!: true;
}
