import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/config.schema';
import { NEWS_PAGE_PATH } from './page-routes';
import { registerStaticFiles } from './static-files';
import { WebService } from './web.service';

/**
 * Adds the non-API routes of the one-process mode on the Fastify instance (outside /api, outside
 * Nest's pipeline): `/runtime-config.json`, NEWS_PAGE_PATH `/event/:code` (link previews; the path
 * comes from the guest page table), the shell at / and the remotes at /remotes/<name>/. Unknown
 * page paths reach the SPA fallback via the exception filter.
 */
export async function registerWeb(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const web = app.get(WebService);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/runtime-config.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(web.runtimeConfig()));
  fastify.get<{ Params: { code: string } }>(NEWS_PAGE_PATH, (request, reply) => web.eventPage(request.params.code, request.url, reply));
  await registerStaticFiles(app, config.webDistDir);
}
