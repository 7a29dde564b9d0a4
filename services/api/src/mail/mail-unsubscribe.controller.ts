import { Controller } from '@nestjs/common';
import { mailRoutes as routes, type UnsubscribeBody, type UnsubscribeQuery, type UnsubscribeResponse } from '@babynews/contracts';
import { Route, RouteBody, RouteQuery } from '../common/api-route';
import { Unsubscribe } from './unsubscribe';

/**
 * `mailRoutes.unsubscribe` (ARCHITECTURE §4.23): anyone holding a mail's token. Mail clients post the
 * RFC 8058 form `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded); the guest page posts
 * the same field as JSON.
 */
@Controller()
export class MailUnsubscribeController {
  constructor(private readonly unsubscribe: Unsubscribe) {}

  /** `POST /api/mail/unsubscribe?token=` → `{group}`; 400 UNSUBSCRIBE_LINK_INVALID for a forged or altered token. */
  @Route(routes.unsubscribe)
  run(@RouteQuery(routes.unsubscribe) query: UnsubscribeQuery, @RouteBody(routes.unsubscribe) _body: UnsubscribeBody): Promise<UnsubscribeResponse> {
    return this.unsubscribe.unsubscribe(query.token);
  }
}
