import { Injectable, Logger } from '@nestjs/common';
import { isKnownPagePath, LANDING_DESCRIPTION, LANDING_TITLE, MSG, pageTitleFor, SITE_NAME, type RuntimeConfig } from '@babynews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { NotFoundFallback } from '../common/app-exception.filter';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { NewsReadService } from '../events/news-read.service';
import { notBuiltPage, withLinkPreview, withTitle } from './html';
import { isNewsPageLookalike } from './page-routes';

const HTML_TYPE = 'text/html; charset=utf-8';
/** How long a read index.html is trusted before its mtime is checked again. */
const INDEX_RECHECK_MS = 2000;
const PREVIEW_DESCRIPTION_MAX = 200;
/** Size of apps/shell/public/og-default.png, the card image of every news page (no news has its own). */
const DEFAULT_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * The web side of the one-process mode (ARCHITECTURE §1): runtime config for the shell, the SPA
 * fallback for unknown page paths, and `/event/{code}` with link-preview tags (ARCHITECTURE §4.15).
 */
@Injectable()
export class WebService implements NotFoundFallback {
  private readonly logger = new Logger(WebService.name);
  private index?: { html: string; mtimeMs: number; checkedAt: number };

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly news: NewsReadService,
  ) {}

  /** Body of `GET /runtime-config.json`. */
  runtimeConfig(): RuntimeConfig {
    const { kakao, google } = this.config;
    return {
      remotes: { ...this.config.remotes },
      publicBaseUrl: this.config.publicBaseUrl,
      kakao: { authUrl: kakao.authUrl, clientId: kakao.clientId, redirectUri: kakao.redirectUri, enabled: kakao.enabled },
      google: { authUrl: google.authUrl, clientId: google.clientId, redirectUri: google.redirectUri, enabled: google.enabled },
    };
  }

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
   * then shows its 404 page).
   */
  async serve(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const html = await this.indexHtml();
    if (html === null) return this.sendNotBuilt(reply);
    const pathname = pathOf(request.url);
    return this.sendHtml(reply, isKnownPagePath(pathname) ? 200 : 404, withTitle(html, pageTitleFor(pathname)));
  }

  /**
   * `GET /` and `/about` (spec §2 landing): index.html with the landing's title, meta description and
   * og tags (absolute URLs under PUBLIC_BASE_URL) for search engines and link cards.
   */
  async landingPage(pathname: '/' | '/about', reply: FastifyReply): Promise<unknown> {
    const html = await this.indexHtml();
    if (html === null) return this.sendNotBuilt(reply);
    const base = this.config.publicBaseUrl;
    const withTags = withLinkPreview(html, {
      title: pathname === '/' ? SITE_NAME : pageTitleFor(pathname).replace(/ \| .*$/, ''),
      description: LANDING_DESCRIPTION,
      url: `${base}${pathname}`,
      image: `${base}/og-default.png`,
      imageSize: DEFAULT_IMAGE_SIZE,
      siteName: SITE_NAME,
    });
    return this.sendHtml(reply, 200, withTitle(withTags, pathname === '/' ? LANDING_TITLE : pageTitleFor(pathname)));
  }

  /**
   * `GET /event/{code}` (NEWS_PAGE_PATH of the page tables): index.html with title, description
   * and og tags of the news page `code`; the plain index.html for an unknown code (the shell shows
   * '소식을 찾을 수 없습니다.') and for other pages the pattern also matches, such as /event/create.
   * `url` is the request URL (path and query).
   */
  async eventPage(code: string, url: string, reply: FastifyReply): Promise<unknown> {
    const html = await this.indexHtml();
    if (html === null) return this.sendNotBuilt(reply);
    if (isNewsPageLookalike(url)) return this.sendHtml(reply, 200, withTitle(html, pageTitleFor(pathOf(url))));
    let entry;
    try {
      entry = await this.news.find(code);
    } catch (err) {
      this.logger.error({ err, msg: 'link preview lookup failed' });
      return this.sendHtml(reply, 200, withTitle(html, pageTitleFor(pathOf(url))));
    }
    if (!entry) return this.sendHtml(reply, 200, withTitle(html, pageTitleFor(pathOf(url))));
    const base = this.config.publicBaseUrl;
    const description = entry.info.description.trim() || MSG.event.previewDescription;
    return this.sendHtml(
      reply,
      200,
      withLinkPreview(html, {
        title: entry.info.title,
        description: description.length > PREVIEW_DESCRIPTION_MAX ? `${description.slice(0, PREVIEW_DESCRIPTION_MAX - 1)}…` : description,
        url: `${base}/event/${encodeURIComponent(entry.info.code)}`,
        image: `${base}/og-default.png`,
        imageSize: DEFAULT_IMAGE_SIZE,
        siteName: MSG.common.siteName,
      }),
    );
  }

  private sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
    return reply.status(status).header('content-type', HTML_TYPE).header('cache-control', 'no-cache').send(html);
  }

  private sendNotBuilt(reply: FastifyReply): FastifyReply {
    return reply
      .status(503)
      .header('content-type', HTML_TYPE)
      .header('cache-control', 'no-store')
      .send(notBuiltPage(MSG.common.frontendNotBuilt, MSG.common.siteName));
  }

  /** dist/apps/shell/index.html, re-read when its mtime changes; null when not built. */
  private async indexHtml(): Promise<string | null> {
    const now = Date.now();
    if (this.index && now - this.index.checkedAt < INDEX_RECHECK_MS) return this.index.html;
    const file = join(this.config.webDistDir, 'shell', 'index.html');
    try {
      const info = await stat(file);
      if (!this.index || this.index.mtimeMs !== info.mtimeMs) {
        this.index = { html: await readFile(file, 'utf8'), mtimeMs: info.mtimeMs, checkedAt: now };
      } else {
        this.index.checkedAt = now;
      }
      return this.index.html;
    } catch {
      this.index = undefined;
      return null;
    }
  }
}

/** Path part of a request URL (no query string). */
function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/** A path the SPA fallback answers: not the API, not a remote's files, not a file name (a '.' in the last segment). */
export function isPagePath(pathname: string): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname.startsWith('/remotes/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}
