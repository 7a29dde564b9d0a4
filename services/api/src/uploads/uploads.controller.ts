import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
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

  /**
   * Signed upload form for an image `{path, size?}` → 200 `{url, fields, contentType, path}`: POST
   * `multipart/form-data` to `url` with `fields` then the file as `file`, keep `path` (ARCHITECTURE §4.11).
   * @throws DomainError UNAUTHENTICATED, UPLOAD_PATH_FORBIDDEN, UPLOAD_TYPE_NOT_ALLOWED, UPLOAD_TOO_LARGE, UPLOAD_QUOTA_EXCEEDED.
   */
  @Post('getPreSignedUrl')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @StrictRateLimit()
  @ApiBearerAuth()
  @ApiOkResponse({
    schema: {
      type: 'object',
      properties: {
        url: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
        contentType: { type: 'string' },
        path: { type: 'string' },
      },
    },
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '이미지 파일(JPEG, PNG, WebP, GIF)만 업로드할 수 있습니다.' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: '이 경로에는 업로드할 수 없습니다.' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiPayloadTooLargeResponse({ type: ApiErrorDto, description: '파일 크기는 10MB 이하여야 합니다.' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: '오늘 올릴 수 있는 이미지 수를 넘었습니다. 내일 다시 시도해주세요.' })
  presign(@CurrentMemberId() memberId: number, @ZodBody(presignSchema) body: PresignRequest): Promise<PresignResponse> {
    return this.uploads.presign(memberId, body.path, body.size);
  }
}
