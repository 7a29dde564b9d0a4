import { Controller } from '@nestjs/common';
import { mailRoutes as routes, type PinResetInput, type PinResetRequest, type PinResetRequestResponse, type PinResetResponse } from '@babynews/contracts';
import { Route, RouteBody } from '../common/api-route';
import { ClientAddress } from '../common/address-key';
import { IdParam } from '../common/id-param';
import { StrictRateLimit } from '../common/rate-limit';
import { PinResetService } from './pin-reset.service';

/**
 * 'PIN을 잊으셨나요?' (`mailRoutes.pinResetRequest`, `mailRoutes.pinReset`; ARCHITECTURE §4.23): no
 * login, the strict per-address limit on both.
 */
@Controller()
export class PinResetController {
  constructor(private readonly pinReset: PinResetService) {}

  /** `mailRoutes.pinResetRequest` → `{message}`, the same with or without a receipt address. */
  @Route(routes.pinResetRequest)
  @StrictRateLimit()
  request(
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @RouteBody(routes.pinResetRequest) body: PinResetRequest,
    @ClientAddress() ip: string,
  ): Promise<PinResetRequestResponse> {
    return this.pinReset.request(wishId, body, ip);
  }

  /** `mailRoutes.pinReset` → where to open the reservation with its new PIN. */
  @Route(routes.pinReset)
  @StrictRateLimit()
  reset(@RouteBody(routes.pinReset) body: PinResetInput): Promise<PinResetResponse> {
    return this.pinReset.reset(body);
  }
}
