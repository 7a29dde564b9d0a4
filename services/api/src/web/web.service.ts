import { Injectable, Logger } from '@nestjs/common';
import {
  API_PREFIX,
  isKnownPagePath,
  LANDING_DATA_ID,
  LANDING_DESCRIPTION,
  LANDING_GROUP_CODES,
  LANDING_TITLE,
  MSG,
  COVER_MSG,
  eventCardRoute,
  eventReadRoute,
  LIMITS,
  myPageRoute,
  pageNameFor,
  routeUrl,
  pageTitleFor,
  SITE_NAME,
  INVITE_QR_DATA_ID,
  noticeGetRoute,
  noticeListRoute,
  pageHref,
  PAGE_TABLES,
  PAGE_DATA_ID,
  RENDER_TIME_ID,
  SESSION_ID,
  type SessionBlock,
  seoulToday,
  type AssetGroup,
  type InlineBlock,
  type LandingGroups,
  type MyPageData,
} from '@babynews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from '../common/app-exception.filter';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { EventReadService, type CachedEvent } from '../events/event-read.service';
import { LinkCardService } from '../events/link-card.service';
import { DomainError } from '../common/domain-error';
import { Clock } from '../common/clock';
import { SiteService } from '../site/site.service';
import { TokenService } from '../auth/token.service';
import { ConsentService } from '../consent/consent.service';
import { MembersService } from '../members/members.service';
import { NoticesService } from '../notices/notices.service';
import { WebDocument, type FirstPaint } from './web-document';
import type { PageRenderers } from './page-renderers';
import { shellPageFor, withLinkPreview, withTitle } from './document-html';
import { inviteQrDataUrl } from './invite-qr';
import { isEventPageLookalike } from './page-routes';

const PREVIEW_DESCRIPTION_MAX = 200;
/** Size of apps/shell/public/og-default.png, the landing's card image. */
const DEFAULT_IMAGE_SIZE = { width: 1200, height: 630 };
/** Size of a news page's own link card (`eventCardRoute`, ARCHITECTURE "Cover photo and link card"). */
const LINK_CARD_SIZE = { width: LIMITS.linkCardWidthPx, height: LIMITS.linkCardHeightPx };

/**
 * The web side of the one-process mode (ARCHITECTURE §1): what each page path is answered with — the
 * SPA fallback for unknown page paths, the pages rendered on the server from their data, and
 * `/event/{code}` with link-preview tags (ARCHITECTURE §4.15). The document itself (index.html, the
 * renderers, compression, caching) is `WebDocument`'s.
 */
@Injectable()
export class WebService implements NotFoundFallback {
  private readonly logger = new Logger(WebService.name);
  /**
   * The rendered news pages and wish lists, by the cached page they were rendered from (a new version
   * of the page is a new `CachedEvent`: `EventChanged` drops the old one on every instance, and with it
   * this entry) and path: the HTML, the renderers that drew it (a rebuild draws again) and when (ms;
   * a new day in Seoul draws again, since the page counts days).
   */
  private readonly rendered = new WeakMap<CachedEvent, Map<string, RenderedPage>>();

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly document: WebDocument,
    private readonly eventRead: EventReadService,
    private readonly site: SiteService,
    private readonly tokens: TokenService,
    private readonly members: MembersService,
    private readonly clock: Clock,
    private readonly notices: NoticesService,
    private readonly consents: ConsentService,
    private readonly linkCards: LinkCardService,
  ) {}

  /**
   * True for a GET/HEAD of a page path: outside /api and /remotes/, and not a file (the last
   * segment has no '.'). Whatever the Accept header, such a path is a page (spec §2 "any other
   * path" shows the 404 page), so crawlers and `curl` get the shell too.
   */
  handles(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    return isPagePath(pathOf(request.url));
  }

  /**
   * SPA fallback: the shell's index.html with the page's Korean `<title>` (`pageTitleFor`), status 200
   * for a page the shell's router renders (`isKnownPagePath`), 404 for any other path (the shell
   * then shows its 404 page). A shell page the server renders (`server: true` in its table: the
   * legal pages) comes rendered into `#root`.
   */
  async serve(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const html = await this.document.indexHtml();
    if (html === null) return this.document.sendNotBuilt(reply);
    const pathname = pathOf(request.url);
    const known = isKnownPagePath(pathname);
    const titled = withTitle(html, pageTitleFor(pathname));
    if (!known) return this.document.send(reply, 404, this.document.boot(titled, null));
    const page = shellPageFor(pathname) ? this.document.renderPage(pathname, []) : undefined;
    return this.document.send(reply, 200, this.document.boot(titled, pathname, page === undefined ? undefined : { blocks: [], page }));
  }

  /**
   * `GET /` and `/about` (spec §2 landing): index.html with the landing's title, meta description and
   * og tags (absolute URLs under PUBLIC_BASE_URL) for search engines and link cards, and the hero
   * painted from the HTML with the `landing-*` groups it was painted with inline (`#bn-landing-data`).
   */
  async landingPage(pathname: '/' | '/about', reply: FastifyReply): Promise<unknown> {
    const html = await this.document.indexHtml();
    if (html === null) return this.document.sendNotBuilt(reply);
    const base = this.config.publicBaseUrl;
    const withTags = withLinkPreview(html, {
      title: pageNameFor(pathname) ?? SITE_NAME,
      description: LANDING_DESCRIPTION,
      url: `${base}${pathname}`,
      image: `${base}/og-default.png`,
      imageSize: DEFAULT_IMAGE_SIZE,
      siteName: SITE_NAME,
    });
    const groups = await this.landingGroups();
    const titled = withTitle(withTags, pathname === '/' ? LANDING_TITLE : pageTitleFor(pathname));
    const block = { id: LANDING_DATA_ID, json: JSON.stringify(groups) };
    const page = this.document.renderPage(pathname, [block]);
    return this.document.send(reply, 200, this.document.boot(titled, pathname, page === undefined ? undefined : { blocks: [block], page }));
  }

  /**
   * `GET /notice`: the notice list rendered into `#root` by the guest's page from the public list
   * (`GET /api/notice/fetchAll`), which goes inline as `#bn-page-data`. Drawn on every request (an
   * administrator's change shows at once on every instance); the plain shell when a renderer is missing
   * or the list cannot be read (the page then reads it itself and shows its own error state).
   */
  async noticeListPage(reply: FastifyReply): Promise<unknown> {
    const html = await this.document.indexHtml();
    if (html === null) return this.document.sendNotBuilt(reply);
    const pathname = PAGE_TABLES.guest.NoticeListPage.path;
    const titled = withTitle(html, pageTitleFor(pathname));
    const list = await this.notices.list().catch((err: unknown) => {
      this.logger.warn(`notice list for /notice not read: ${String(err)}`);
      return null;
    });
    if (list === null) return this.document.send(reply, 200, this.document.boot(titled, pathname));
    const block = pageDataBlock(JSON.stringify(list), routeUrl(noticeListRoute));
    const page = this.document.renderPage(pathname, [block]);
    const firstPaint = page === undefined ? undefined : { blocks: [block], page };
    return this.document.send(reply, 200, this.document.boot(titled, pathname, firstPaint));
  }

  /**
   * `GET /notice/detail/{id}`: the notice rendered into `#root` by the guest's page from the public read
   * (`GET /api/notice/fetch/{id}`, its content sanitised once more on the server: `getForPage`), which goes
   * inline as `#bn-page-data`, titled as the page titles itself (`{title} | 아기소식`). Drawn on every request, like the list. The plain
   * shell for a malformed or unknown id (the page says '공지사항을 찾을 수 없습니다.'), a missing renderer
   * or a failed read.
   */
  async noticeDetailPage(id: string, reply: FastifyReply): Promise<unknown> {
    const html = await this.document.indexHtml();
    if (html === null) return this.document.sendNotBuilt(reply);
    const pathname = pageHref(PAGE_TABLES.guest.NoticeDetailPage.path, { id });
    const plain = () => this.document.send(reply, 200, this.document.boot(withTitle(html, pageTitleFor(pathname)), pathname));
    if (!/^\d{1,10}$/.test(id) || Number(id) === 0) return plain();
    const notice = await this.notices.getForPage(Number(id)).catch((err: unknown) => {
      if (!(err instanceof DomainError)) this.logger.warn(`notice ${id} for its page not read: ${String(err)}`);
      return null;
    });
    if (notice === null) return plain();
    const block = pageDataBlock(JSON.stringify(notice), routeUrl(noticeGetRoute, { id: notice.id }));
    const page = this.document.renderPage(pathname, [block]);
    const titled = withTitle(html, `${notice.title.trim()} | ${MSG.common.siteName}`);
    return this.document.send(reply, 200, this.document.boot(titled, pathname, page === undefined ? undefined : { blocks: [block], page }));
  }

  /** The landing's three asset groups; a missing group is null, and so is one whose read failed (logged). */
  private async landingGroups(): Promise<LandingGroups> {
    const read = (code: string) =>
      this.site.assetGroup(code).catch((err: unknown): AssetGroup | null => {
        if (!(err instanceof DomainError)) this.logger.error({ err, msg: 'landing asset group read for a page failed' });
        return null;
      });
    const [hero, benefits, features] = await Promise.all([
      read(LANDING_GROUP_CODES.hero),
      read(LANDING_GROUP_CODES.benefits),
      read(LANDING_GROUP_CODES.features),
    ]);
    return { hero, benefits, features };
  }

  /**
   * `GET /event/{code}` (EVENT_PAGE_PATH of the page tables): index.html with title, description
   * and og tags of the news page `code` (`og:image` its link card `/api/event/card/{code}.png?v={hash}`,
   * 1200 × 630, with its Korean alt); the plain index.html for an unknown code (the shell shows
   * '소식을 찾을 수 없습니다.') and for other pages the pattern also matches, such as /event/create.
   * `url` is the request URL (path and query).
   */
  async eventPage(code: string, url: string, reply: FastifyReply): Promise<unknown> {
    const html = await this.document.indexHtml();
    if (html === null) return this.document.sendNotBuilt(reply);
    const pathname = pathOf(url);
    const plain = () => this.document.send(reply, 200, this.document.boot(withTitle(html, pageTitleFor(pathname)), pathname));
    if (isEventPageLookalike(url)) return plain();
    const entry = await this.lookUp(code);
    if (!entry) return plain();
    const base = this.config.publicBaseUrl;
    const description = entry.info.description.trim() || MSG.event.previewDescription;
    return this.document.send(
      reply,
      200,
      this.document.boot(
        withLinkPreview(html, {
          title: entry.info.title,
          description: description.length > PREVIEW_DESCRIPTION_MAX ? `${description.slice(0, PREVIEW_DESCRIPTION_MAX - 1)}…` : description,
          url: `${base}/event/${encodeURIComponent(entry.info.code)}`,
          // The page's own card, named by the hash of what it shows (no drawing here): a new title, cover
          // or day of the countdown is a new URL, which messengers fetch anew.
          image: `${base}${API_PREFIX}${routeUrl(eventCardRoute, { code: entry.info.code }, { v: this.linkCards.versionOf(entry) })}`,
          imageSize: LINK_CARD_SIZE,
          imageAlt: COVER_MSG.cardAlt(entry.info.title),
          siteName: MSG.common.siteName,
        }),
        pathname,
        this.remotePage(pathname, entry),
      ),
    );
  }

  /**
   * `GET /event/wishList/{code}` (WISH_LIST_PAGE_PATH): the wish list rendered into `#root` from the
   * page's public read, which goes inline, like the news page; the plain shell for an unknown code.
   */
  async wishListPage(code: string, url: string, reply: FastifyReply): Promise<unknown> {
    const html = await this.document.indexHtml();
    if (html === null) return this.document.sendNotBuilt(reply);
    const pathname = pathOf(url);
    const entry = await this.lookUp(code);
    const titled = withTitle(html, pageTitleFor(pathname));
    return this.document.send(reply, 200, this.document.boot(titled, pathname, entry ? this.remotePage(pathname, entry) : undefined));
  }

  /**
   * `GET /user/mypage` (spec §2 my page): for a member whose session cookie (`token`, HttpOnly, set by
   * the sign-in answers and deleted by sign-out, ARCHITECTURE §5 sessions) holds a current token, the
   * page rendered into `#root` by the host's own page for that member, from their my page data
   * (`#bn-page-data`, the answer of `GET /api/member/getMyPageData`), the session it was drawn for
   * (`#bn-session`: name and role, never the token), the invite link's QR code (`#bn-invite-qr`) and
   * the render time; private to them (`Cache-Control: private, no-store`, `Vary: Cookie`). Without one
   * (or an administrator's) the plain shell, which sends a visitor to the login page.
   */
  async myPage(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const html = await this.document.indexHtml();
    if (html === null) return this.document.sendNotBuilt(reply);
    const pathname = pathOf(request.url);
    const titled = withTitle(html, pageTitleFor(pathname));
    const data = await this.myPageDataOf(request);
    if (!data) return this.document.send(reply, 200, this.document.boot(titled, pathname), 'byCookie');
    const session: SessionBlock = { username: data.username, role: 'ROLE_USER', displayName: data.displayName };
    const blocks: InlineBlock[] = [
      pageDataBlock(JSON.stringify(data), myPageRoute.path),
      { id: SESSION_ID, json: JSON.stringify(session) },
      { id: RENDER_TIME_ID, json: String(this.clock.now().getTime()) },
    ];
    const qr = data.inviteUrl ? await inviteQrDataUrl(data.inviteUrl) : null;
    if (qr && data.inviteUrl) blocks.push({ id: INVITE_QR_DATA_ID, json: JSON.stringify({ link: data.inviteUrl, dataUrl: qr }) });
    const page = this.document.renderPage(pathname, blocks);
    const firstPaint = page === undefined ? undefined : { blocks, page };
    return this.document.send(reply, 200, this.document.boot(titled, pathname, firstPaint), 'personal');
  }

  /**
   * My page data of the member the request's `token` cookie names, if that token is current and a member's
   * with no consent renewal pending (then the browser's own read meets the 403 and the renewal page,
   * ARCHITECTURE §4.24); else null.
   */
  private async myPageDataOf(request: FastifyRequest): Promise<MyPageData | null> {
    try {
      const session = await this.tokens.sessionFromCookie(request);
      if (!session || session.claims.role !== 'ROLE_USER' || this.consents.renewalPending(session.consentVersions)) return null;
      const { claims } = session;
      return await this.members.myPageData(Number(claims.sub));
    } catch (err) {
      if (!(err instanceof DomainError)) this.logger.error({ err, msg: 'my page read for a page failed' });
      return null;
    }
  }

  /** The news page `code` for a page's HTML, or null (unknown, or the lookup failed: logged, the plain shell still answers). */
  private async lookUp(code: string): Promise<CachedEvent | null> {
    try {
      return await this.eventRead.find(code);
    } catch (err) {
      this.logger.error({ err, msg: 'news lookup for a page failed' });
      return null;
    }
  }

  /**
   * A guest page the server renders (the news page, its wish list) at `pathname` from `entry`'s public
   * read, which goes inline as `#bn-page-data` with the render time (`RENDER_TIME_ID`, which the page
   * counts days from): the shell draws it with the guest renderer's component, into `#root`, once per
   * version of the page and day in Seoul (`rendered`). Undefined when either renderer is missing (the
   * plain shell then).
   */
  private remotePage(pathname: string, entry: CachedEvent): FirstPaint | undefined {
    const renderers = this.document.renderers();
    const data = pageDataBlock(entry.json, routeUrl(eventReadRoute, { code: entry.info.code }));
    const now = this.clock.now();
    const pages = this.rendered.get(entry) ?? new Map<string, RenderedPage>();
    let drawn = pages.get(pathname);
    if (!drawn || drawn.renderers !== renderers || seoulToday(new Date(drawn.at)) !== seoulToday(now)) {
      const at = now.getTime();
      const page = this.document.renderPage(pathname, [data, { id: RENDER_TIME_ID, json: String(at) }]);
      if (page === undefined || !renderers) return undefined;
      drawn = { renderers, page, at };
      pages.set(pathname, drawn);
      this.rendered.set(entry, pages);
    }
    return { blocks: [data, { id: RENDER_TIME_ID, json: String(drawn.at) }], page: drawn.page };
  }
}

/** A guest page the server rendered: its HTML, the renderers that drew it, and when (ms since the epoch). */
interface RenderedPage {
  renderers: PageRenderers;
  page: string;
  at: number;
}

/**
 * The data block of a server-rendered page (`#bn-page-data`): `json`, the very bytes of the page's API
 * read `GET /api{apiPath}` (e.g. a news page's public read, `/event/fetchInfoByCode/{code}`), with
 * `data-path` naming that read, where the page's hook takes it (`takeInlineData`).
 */
function pageDataBlock(json: string, apiPath: string): InlineBlock & { attributes: Record<string, string> } {
  return { id: PAGE_DATA_ID, json, attributes: { 'data-path': `${API_PREFIX}${apiPath}` } };
}

/** Path part of a request URL (no query string). */
function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/** A path the SPA fallback answers: not the API, not a remote's files, not a file name (a '.' in the last segment). */
export function isPagePath(pathname: string): boolean {
  if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) return false;
  if (pathname.startsWith('/remotes/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}
