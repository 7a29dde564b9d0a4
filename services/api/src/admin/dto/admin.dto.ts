import { ApiProperty } from '@nestjs/swagger';
import type {
  AdminMemberDetails,
  AdminMemberPage,
  AdminMemberSummary,
  DailySignupCount,
  DailySignups,
  Role,
  SignupProvider,
  SignupStats,
} from '@babynews/contracts';

/** OpenAPI shapes of the administration answers (ARCHITECTURE §4.12–4.13); the types live in contracts. */
export class SignupStatsDto implements SignupStats {
  @ApiProperty() totalCount!: number;
  @ApiProperty() kakaoUserCount!: number;
  @ApiProperty() googleUserCount!: number;
  @ApiProperty({ description: 'kakao + google' }) socialUserCount!: number;
  @ApiProperty() regularUserCount!: number;
}

export class DailySignupCountDto implements DailySignupCount {
  @ApiProperty({ example: '2026-11-23', description: 'Seoul date of the day that starts at 11:00 KST' }) date!: string;
  @ApiProperty() regularCount!: number;
  @ApiProperty() socialCount!: number;
}

export class DailySignupsDto implements DailySignups {
  @ApiProperty({ type: [DailySignupCountDto] }) days!: DailySignupCountDto[];
}

export class AdminMemberSummaryDto implements AdminMemberSummary {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty() displayName!: string;
  @ApiProperty({ type: String, nullable: true }) realName!: string | null;
  @ApiProperty({ type: String, nullable: true }) phoneNumber!: string | null;
  @ApiProperty({ enum: ['ROLE_ADMIN', 'ROLE_USER'] }) role!: Role;
  @ApiProperty({ enum: ['regular', 'kakao', 'google'] }) provider!: SignupProvider;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminMemberDetailsDto extends AdminMemberSummaryDto implements AdminMemberDetails {
  @ApiProperty({ type: String, nullable: true }) postCode!: string | null;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) detailAddress!: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

class MemberListEmbeddedDto {
  @ApiProperty({ type: [AdminMemberSummaryDto] }) members!: AdminMemberSummaryDto[];
}

class PageInfoDto {
  @ApiProperty({ example: 15 }) size!: number;
  @ApiProperty({ description: '0-based' }) number!: number;
  @ApiProperty() totalElements!: number;
  @ApiProperty() totalPages!: number;
}

export class AdminMemberPageDto implements AdminMemberPage {
  @ApiProperty({ type: MemberListEmbeddedDto }) _embedded!: MemberListEmbeddedDto;
  @ApiProperty({ type: PageInfoDto }) page!: PageInfoDto;
}
