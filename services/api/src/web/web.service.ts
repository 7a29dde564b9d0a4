import { Injectable, Logger } from '@nestjs/common';
import { MSG, type RuntimeConfig } from '@babynews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { NotFoundFallback } from '../common/app-exception.filter';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { NewsReadService } from '../events/news-read.service';
import { notBuiltPage, withLinkPreview } from './html';
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

  /** True for a GET/HEAD page request (Accept: text/html) outside /api: it gets the shell. */
  handles(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return false;
    return (request.headers.accept ?? '').includes('text/html');
  }

  /** SPA fallback: the shell's index.html (the shell routes, incl. its 404 page). */
  async serve(_request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const html = await this.indexHtml();
    return html === null ? this.sendNotBuilt(reply) : this.sendHtml(reply, 200, html);
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
    if (isNewsPageLookalike(url)) return this.sendHtml(reply, 200, html);
    let entry;
    try {
      entry = await this.news.find(code);
    } catch (err) {
      this.logger.error({ err, msg: 'link preview lookup failed' });
      return this.sendHtml(reply, 200, html);
    }
    if (!entry) return this.sendHtml(reply, 200, html);
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
