import { Controller, UseGuards } from '@nestjs/common';
import { presignRoute, type PresignRequest, type PresignResponse } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody } from '../common/api-route';
import { StrictRateLimit } from '../common/rate-limit';
import { UploadsService } from './uploads.service';

/**
 * The upload route of the API table (`uploadRoutes`, spec §7, ARCHITECTURE §4.11, §4.18). The local
 * driver's multipart upload and file routes are a Fastify plugin outside the table (local-upload.routes.ts).
 */
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /**
   * `presignRoute` `{path, size?}` → 200 `{url, fields, contentType, path}`: POST `multipart/form-data` to
   * `url` with `fields` then the file as `file`, keep `path` (ARCHITECTURE §4.11).
   * @throws DomainError UNAUTHENTICATED, UPLOAD_PATH_FORBIDDEN, UPLOAD_TYPE_NOT_ALLOWED, UPLOAD_TOO_LARGE, UPLOAD_QUOTA_EXCEEDED.
   */
  @Route(presignRoute)
  @UseGuards(JwtAuthGuard)
  @StrictRateLimit()
  presign(@CurrentMemberId() memberId: number, @RouteBody(presignRoute) body: PresignRequest): Promise<PresignResponse> {
    return this.uploads.presign(memberId, body.path, body.size);
  }
}
