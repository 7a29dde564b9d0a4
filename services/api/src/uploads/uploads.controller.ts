import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { presignSchema, type PresignRequest, type PresignResponse } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { StrictRateLimit } from '../common/rate-limit';
import { ZodBody } from '../common/zod-body';
import { UploadsService } from './uploads.service';

/** `POST /api/s3/getPreSignedUrl` (spec §7, ARCHITECTURE §4.11, §4.18). */
@ApiTags('uploads')
@Controller('s3')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /** Signed upload URL for an image → 200 `{url, contentType, path}`; PUT the file to `url`, keep `path`. */
  @Post('getPreSignedUrl')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @StrictRateLimit()
  @ApiBearerAuth()
  @ApiOkResponse({ schema: { type: 'object', properties: { url: { type: 'string' }, contentType: { type: 'string' }, path: { type: 'string' } } } })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '이미지 파일(JPEG, PNG, WebP, GIF)만 업로드할 수 있습니다.' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: '이 경로에는 업로드할 수 없습니다.' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  presign(@CurrentMemberId() memberId: number, @ZodBody(presignSchema) body: PresignRequest): Promise<PresignResponse> {
    return this.uploads.presign(memberId, body.path);
  }
}
