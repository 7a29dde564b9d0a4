import { ApiProperty } from '@nestjs/swagger';
import type { TokenResponse } from '@babynews/contracts';

/** OpenAPI shape of `{accessToken}` of the social handleLogin routes (the table routes are described from `tokenResponseSchema`). */
export class TokenResponseDto implements TokenResponse {
  @ApiProperty({ description: 'JWT HS256, 1 day; claims sub, username, role, displayName' })
  accessToken!: string;
}
