import { ApiProperty } from '@nestjs/swagger';
import type { ApiError } from '@babynews/contracts';

/** OpenAPI shape of the JSON error body (DESIGN §4). */
export class ApiErrorDto implements ApiError {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: '입력 정보를 확인해주세요.' })
  message!: string;

  @ApiProperty({ example: 'Bad Request' })
  error!: string;
}
