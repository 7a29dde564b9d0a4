import { Controller, Param } from '@nestjs/common';
import { eraseRoutes, type EraseResponse, type PledgeEraseRequest } from '@babynews/contracts';
import { ClientAddress } from '../common/address-key';
import { Route, RouteBody } from '../common/api-route';
import { StrictRateLimit } from '../common/rate-limit';
import { PledgeEraseService } from './pledge-erase.service';

/**
 * `eraseRoutes.pledgeErase` (ARCHITECTURE §4.24): the relative erases their pledge with its PIN; the strict
 * limit and the lockouts of the pledger's other PIN calls (ARCHITECTURE §5).
 */
@Controller()
export class PledgeEraseController {
  constructor(private readonly erase: PledgeEraseService) {}

  /** `{eventCode, password}` → `{erased: 'deleted' | 'anonymized'}`. */
  @Route(eraseRoutes.pledgeErase)
  @StrictRateLimit()
  erasePledge(
    @Param('pledgeId') pledgeId: string,
    @RouteBody(eraseRoutes.pledgeErase) body: PledgeEraseRequest,
    @ClientAddress() ip: string,
  ): Promise<EraseResponse> {
    return this.erase.erase(pledgeId, body, ip);
  }
}
