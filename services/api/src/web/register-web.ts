import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PAGE_TABLES } from '@babynews/contracts';
import type { AppConfig } from '../config/config.schema';
import { EVENT_PAGE_PATH, WISH_LIST_PAGE_PATH } from './page-routes';
import { robotsTxt, sitemapXml } from './seo';
import { registerStaticFiles } from './static-files';
import { WebService } from './web.service';
import { WebDocument } from './web-document';

/**
 * Adds the non-API routes of the one-process mode on the Fastify instance (outside /api, outside
 * Nest's pipeline): `/runtime-config.json`, EVENT_PAGE_PATH `/event/:code` (link previews; the path
 * comes from the guest page table) and WISH_LIST_PAGE_PATH `/event/wishList/:code` (both painted
 * from the HTML on a first visit), `/` and `/about` (landing with its description and og tags; its hero
 * painted from the HTML), `/user/mypage` (rendered for the member of a session cookie), `/notice` (the notice
 * list rendered into the HTML), `/notice/detail/{id}` (the notice rendered into the HTML),
 * `/robots.txt` and `/sitemap.xml` (spec §2 public pages only), the shell's files at / and the remotes
 * at /remotes/<name>/. Other page paths reach the SPA fallback via the exception filter.
 */
export async function registerWeb(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const web = app.get(WebService);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/runtime-config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.get(WebDocument).runtimeConfig()));
  fastify.get<{ Params: { code: string } }>(EVENT_PAGE_PATH, (request, reply) => web.eventPage(request.params.code, request.url, reply));
  fastify.get<{ Params: { code: string } }>(WISH_LIST_PAGE_PATH, (request, reply) => web.wishListPage(request.params.code, request.url, reply));
  fastify.get('/', (_request, reply) => web.landingPage('/', reply));
  fastify.get('/about', (_request, reply) => web.landingPage('/about', reply));
  fastify.get('/user/mypage', (request, reply) => web.myPage(request, reply));
  fastify.get(PAGE_TABLES.guest.NoticeListPage.path, (_request, reply) => web.noticeListPage(reply));
  fastify.get<{ Params: { id: string } }>(PAGE_TABLES.guest.NoticeDetailPage.path, (request, reply) => web.noticeDetailPage(request.params.id, reply));
  const base = config.publicBaseUrl;
  fastify.get('/robots.txt', (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(base)),
  );
  fastify.get('/sitemap.xml', (_request, reply) =>
    reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapXml(base)),
  );
  await registerStaticFiles(app, config.webDistDir);
}
