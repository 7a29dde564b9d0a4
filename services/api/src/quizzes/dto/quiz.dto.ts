import { ApiProperty } from '@nestjs/swagger';
import type { QuizManageData, QuizOptionOwner, QuizOwner, QuizRankingEntry, QuizSubmissionView, QuizSubmitResponse } from '@babynews/contracts';

/** OpenAPI shapes of the quiz answers (ARCHITECTURE §4.9); the types themselves live in contracts. */
export class QuizOptionOwnerDto implements QuizOptionOwner {
  @ApiProperty() id!: number;
  @ApiProperty() text!: string;
  @ApiProperty() correct!: boolean;
}

export class QuizOwnerDto implements QuizOwner {
  @ApiProperty() id!: number;
  @ApiProperty() question!: string;
  @ApiProperty({ type: [QuizOptionOwnerDto] }) options!: QuizOptionOwnerDto[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class QuizSubmitResponseDto implements QuizSubmitResponse {
  @ApiProperty() quizId!: number;
  @ApiProperty({ enum: [true] }) submitted!: true;
}

export class QuizDeletedDto {
  @ApiProperty() id!: number;
}

export class QuizSubmissionViewDto implements QuizSubmissionView {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() contactInfo!: string;
  @ApiProperty() selectedOptionId!: number;
  @ApiProperty() selectedOptionText!: string;
  @ApiProperty() correct!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class QuizManageItemDto extends QuizOwnerDto {
  @ApiProperty({ type: [QuizSubmissionViewDto] }) submissions!: QuizSubmissionViewDto[];
  @ApiProperty({ description: 'all submissions of the quiz' }) submissionCount!: number;
}

export class QuizRankingEntryDto implements QuizRankingEntry {
  @ApiProperty() rank!: number;
  @ApiProperty() name!: string;
  @ApiProperty() contactInfo!: string;
  @ApiProperty() score!: number;
  @ApiProperty() answered!: number;
  @ApiProperty({ format: 'date-time' }) lastSubmittedAt!: string;
}

export class QuizManageDataDto implements QuizManageData {
  @ApiProperty() eventCode!: string;
  @ApiProperty() eventTitle!: string;
  @ApiProperty({ description: '0-based page' }) page!: number;
  @ApiProperty({ description: 'LIMITS.quizSubmissionsPageSize' }) pageSize!: number;
  @ApiProperty({ description: 'at least 1' }) totalPages!: number;
  @ApiProperty({ type: [QuizManageItemDto] }) quizzes!: QuizManageItemDto[];
  @ApiProperty({ type: [QuizRankingEntryDto] }) ranking!: QuizRankingEntryDto[];
  @ApiProperty({ description: 'visitors in the whole ranking' }) rankingCount!: number;
}
