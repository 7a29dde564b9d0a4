import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { findPage, MSG, PAGE_TABLES, RUNTIME_CONFIG_ID, type InlineBlock, type RuntimeConfig } from '@babynews/contracts';
import type { FastifyReply } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { readFirstVisitAssets } from './build-assets';
import {
  bootHeadTags,
  entryAfterFirstPaint,
  jsonIsland,
  negotiateEncoding,
  notBuiltPage,
  routePageFor,
  shellPageFor,
  withFirstVisit,
  type FirstVisitAssets,
} from './document-html';
import { loadPageRenderers, type PageRenderers } from './page-renderers';

const HTML_TYPE = 'text/html; charset=utf-8';
/** Pages shorter than this (characters) go uncompressed. */
const COMPRESS_MIN_CHARS = 1024;
/** Brotli quality for pages compressed per request: most of the gain for a fraction of a millisecond. */
const HTML_BROTLI_QUALITY = 5;
/** How long a read index.html is trusted before its mtime is checked again. */
const INDEX_RECHECK_MS = 2000;

/** A page rendered on the server: its HTML (for `#root`) and the data blocks it was rendered with (they go inline). */
export interface FirstPaint {
  blocks: InlineBlock[];
  page: string;
}

/**
 * The HTML document every page path is answered with (ARCHITECTURE "How a first visit travels"): the
 * build's index.html and file lists and the apps' server renderers, loaded together and again when
 * index.html changes; a page rendered with them, put into the document with its data and the boot tags,
 * and sent compressed with the right caching. `WebService` decides what each path gets.
 */
@Injectable()
export class WebDocument implements OnApplicationBootstrap {
  private readonly logger = new Logger(WebDocument.name);
  private index?: { html: string; mtimeMs: number; checkedAt: number; assets: FirstVisitAssets; renderers: PageRenderers };

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /**
   * At start: one warning naming the legal pages' variables that are unset (OPERATOR_NAME,
   * PRIVACY_OFFICER_NAME, PRIVACY_CONTACT_EMAIL; ARCHITECTURE §4.24): the terms of use and the privacy
   * policy then say the operator has not entered them, which a live service must not show.
   */
  onApplicationBootstrap(): void {
    const { name, privacyOfficer, contactEmail } = this.config.operator;
    const unset = [
      ['OPERATOR_NAME', name],
      ['PRIVACY_OFFICER_NAME', privacyOfficer],
      ['PRIVACY_CONTACT_EMAIL', contactEmail],
    ].flatMap(([variable, value]) => (value === null ? [variable] : []));
    if (unset.length > 0) {
      this.logger.warn(`${unset.join(', ')} not set: the terms of use and the privacy policy say the operator has not entered them`);
    }
  }

  /** Body of `GET /runtime-config.json`, and inline in every page (`#bn-runtime-config`). */
  runtimeConfig(): RuntimeConfig {
    const { kakao, google } = this.config;
    return {
      remotes: { ...this.config.remotes },
      publicBaseUrl: this.config.publicBaseUrl,
      kakao: { authUrl: kakao.authUrl, clientId: kakao.clientId, redirectUri: kakao.redirectUri, enabled: kakao.enabled },
      google: { authUrl: google.authUrl, clientId: google.clientId, redirectUri: google.redirectUri, enabled: google.enabled },
      operator: { ...this.config.operator },
      kakaoShare: this.config.kakaoShare ? { ...this.config.kakaoShare } : null,
    };
  }

  /** The renderers loaded with the current index.html (a rebuild loads new ones), or undefined before it is read or when it is missing. */
  renderers(): PageRenderers | undefined {
    return this.index?.renderers;
  }

  /**
   * The page at `pathname` (its table entry has `server: true`) rendered by the shell's renderer with
   * `blocks` as its data, and the runtime config every page carries (`#bn-runtime-config`, written by
   * `boot`: not one of `blocks`), the component coming from its app's renderer (the page table names the app).
   * Undefined when a renderer it needs is not built here or throws (logged): the page is then served
   * as the plain shell.
   */
  renderPage(pathname: string, blocks: InlineBlock[]): string | undefined {
    const renderers = this.index?.renderers;
    const app = findPage(PAGE_TABLES, pathname)?.app;
    if (!renderers?.shell || !app) return undefined;
    const remote = app === 'shell' ? undefined : app === 'admin' ? null : renderers[app];
    if (remote === null) return undefined;
    try {
      const config: InlineBlock = { id: RUNTIME_CONFIG_ID, json: JSON.stringify(this.runtimeConfig()) };
      return renderers.shell.renderPage(pathname, [config, ...blocks], remote?.pages);
    } catch (err) {
      this.logger.error({ err, msg: 'server render of a page failed' });
      return undefined;
    }
  }

  /**
   * `html` ready for a first visit (ARCHITECTURE §1): the runtime config inline and preloads of what
   * `pathname` loads (none for an unknown path); with `firstPaint`, the rendered `page` (the shell's frame
   * with the page in it) in `#root`, the data blocks it was rendered with inline (`jsonIsland` each),
   * and the scripts started only once that is on screen (`entryAfterFirstPaint`).
   */
  boot(html: string, pathname: string | null, firstPaint?: FirstPaint): string {
    const assets = this.index?.assets ?? { shellScripts: [], shellStyles: [], shellPages: {}, remotes: {}, styleText: {} };
    const shellPage = pathname ? shellPageFor(pathname) : null;
    const page = shellPage ? { shellPage } : pathname ? routePageFor(pathname) : null;
    const head = bootHeadTags(this.runtimeConfig(), assets, page, Boolean(firstPaint));
    if (!firstPaint) return withFirstVisit(html, head);
    const withData = [head, ...firstPaint.blocks.map((block) => jsonIsland(block.id, block.json, block.attributes))].join('\n    ');
    return entryAfterFirstPaint(withFirstVisit(html, withData, firstPaint.page));
  }

  /**
   * Sends a page's HTML, brotli- or gzip-compressed when the client accepts it (pages carry inline styles and data).
   * `byCookie`: the page depends on the session cookie (my page): never stored by a shared cache, and for the
   * browser's own cache only per cookie; with `personal` (it holds the member's data) not stored at all.
   */
  send(reply: FastifyReply, status: number, html: string, cookie: 'none' | 'byCookie' | 'personal' = 'none'): FastifyReply {
    const cacheControl = cookie === 'personal' ? 'private, no-store' : cookie === 'byCookie' ? 'private, no-cache' : 'no-cache';
    reply
      .status(status)
      .header('content-type', HTML_TYPE)
      .header('cache-control', cacheControl)
      .header('vary', cookie === 'none' ? 'accept-encoding' : 'accept-encoding, cookie');
    const encoding = html.length >= COMPRESS_MIN_CHARS ? negotiateEncoding(reply.request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(html);
    const body =
      encoding === 'br' ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY } }) : gzipSync(html, { level: 6 });
    return reply.header('content-encoding', encoding).send(body);
  }

  sendNotBuilt(reply: FastifyReply): FastifyReply {
    return reply
      .status(503)
      .header('content-type', HTML_TYPE)
      .header('cache-control', 'no-store')
      .send(notBuiltPage(MSG.common.frontendNotBuilt, MSG.common.siteName));
  }

  /** dist/apps/shell/index.html, re-read when its mtime changes; null when not built. */
  async indexHtml(): Promise<string | null> {
    const now = Date.now();
    if (this.index && now - this.index.checkedAt < INDEX_RECHECK_MS) return this.index.html;
    const file = join(this.config.webDistDir, 'shell', 'index.html');
    try {
      const info = await stat(file);
      if (!this.index || this.index.mtimeMs !== info.mtimeMs) {
        // the build's file lists change with index.html: read them again with it
        this.index = {
          html: await readFile(file, 'utf8'),
          mtimeMs: info.mtimeMs,
          checkedAt: now,
          assets: readFirstVisitAssets(this.config.webDistDir),
          renderers: loadPageRenderers(this.config.ssrDistDir, (err) => this.logger.error({ err, msg: 'a server renderer failed to load' })),
        };
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
