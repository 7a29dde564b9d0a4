import { Controller, Param, Res } from '@nestjs/common';
import { eventCardRoute, type EventCardQuery } from '@babynews/contracts';
import type { FastifyReply } from 'fastify';
import { Route, RouteQuery } from '../common/api-route';
import { LinkCardService } from './link-card.service';

/** Caching of the card the page's HTML names (`?v=` its hash): that URL never shows anything else. */
const CARD_CACHE_NAMED = 'public, max-age=31536000, immutable';
/** Caching of any other request for it (no `?v=`, an old hash): the page may change any time. */
const CARD_CACHE_SHORT = 'public, max-age=300';

/** `eventCardRoute` of the API table: a news page's link card (ARCHITECTURE "Cover photo and link card"). */
@Controller()
export class LinkCardController {
  constructor(private readonly cards: LinkCardService) {}

  /**
   * 200 the card as `image/png` (1200 × 630 px) with its hash as `ETag`; cached for a year (`immutable`)
   * when `?v=` is its current hash, for 5 minutes otherwise. Anonymous.
   * @throws DomainError NEWS_NOT_FOUND (404) for an unknown or malformed code, as the news read.
   */
  @Route(eventCardRoute)
  async card(@Param('code') code: string, @RouteQuery(eventCardRoute) query: EventCardQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const card = await this.cards.card(code);
    reply.header('content-type', 'image/png');
    reply.header('cache-control', query.v === card.hash ? CARD_CACHE_NAMED : CARD_CACHE_SHORT);
    reply.header('etag', `"${card.hash}"`);
    return card.png;
  }
}
