import { ROBOTS_DISALLOW, SITEMAP_PATHS } from '@babynews/contracts';
import { escapeHtml } from './document-html';

/**
 * `GET /robots.txt` (text/plain): every crawler may read the public pages; news pages (`/event/`,
 * shared only by link), member pages (`/user/`), the admin area and the API stay out
 * (ROBOTS_DISALLOW); names the sitemap at `{baseUrl}/sitemap.xml`. `baseUrl` has no trailing '/'.
 */
export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}

/** `GET /sitemap.xml` (sitemaps.org 0.9): the public pages of SITEMAP_PATHS as absolute URLs under `baseUrl`. */
export function sitemapXml(baseUrl: string): string {
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${escapeHtml(`${baseUrl}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
