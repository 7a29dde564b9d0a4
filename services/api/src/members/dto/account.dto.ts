import { ApiProperty } from '@nestjs/swagger';
import type { AccountInfo, SignupProvider, WithdrawResponse } from '@babynews/contracts';

/** OpenAPI shapes of the account answers (ARCHITECTURE §4.21); the types themselves live in contracts (`account.ts`). */
export class AccountInfoDto implements AccountInfo {
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty() displayName!: string;
  @ApiProperty({ type: String, nullable: true, maxLength: 50 }) realName!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'digits only (normalised like a quiz contact)' }) phoneNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) postCode!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) detailAddress!: string | null;
  @ApiProperty({ enum: ['regular', 'kakao', 'google'] }) provider!: SignupProvider;
  @ApiProperty({ description: 'the withdrawal asks for the password when true, else for a sign-in younger than 5 minutes' }) hasPassword!: boolean;
}

export class WithdrawResponseDto implements WithdrawResponse {
  @ApiProperty({ enum: [true] }) withdrawn!: true;
}
