import { ApiProperty } from '@nestjs/swagger';
import { ERROR_CODE_LIST, type ApiError, type ErrorCode } from '@babynews/contracts';

/** OpenAPI shape of the JSON error body `{statusCode, code, message, error}` (ARCHITECTURE §4.19). */
export class ApiErrorDto implements ApiError {
  @ApiProperty({ example: 400, description: 'HTTP status, the one of `code` in the error-code table' })
  statusCode!: number;

  @ApiProperty({ enum: ERROR_CODE_LIST, enumName: 'ErrorCode', example: 'VALIDATION_FAILED', description: 'What went wrong; clients branch on it' })
  code!: ErrorCode;

  @ApiProperty({ example: '입력 정보를 확인해주세요.', description: 'Korean text to show the user' })
  message!: string;

  @ApiProperty({ example: 'Bad Request', description: 'HTTP reason phrase of statusCode' })
  error!: string;
}
