import { ApiProperty } from '@nestjs/swagger';

/** `{message}` answer of the duplicate checks (e.g. '사용 가능한 이메일입니다.'). */
export class MessageResponseDto {
  @ApiProperty({ example: '사용 가능한 이메일입니다.' })
  message!: string;
}
