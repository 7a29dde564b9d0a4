import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What `renderNginxConfig` fills into `nginx.conf.template`. */
export interface NginxSettings {
  /** Folder of nginx's pid, logs and temp files (created). */
  prefix: string;
  /** `host:port` nginx listens on. */
  listen: string;
  /** `host:port` of each API instance. */
  upstreams: string[];
  /** The built front end (`dist/apps`, holding shell/, guest/, host/, admin/). */
  webDist: string;
}

/**
 * Writes `<prefix>/nginx.conf` from `tools/deploy/nginx.conf.template` (ARCHITECTURE §5 several
 * instances: a load balancer in front) and returns its path. Start it with
 * `nginx -p <prefix> -c <prefix>/nginx.conf`.
 */
export function renderNginxConfig(settings: NginxSettings): string {
  mkdirSync(settings.prefix, { recursive: true });
  const upstreams = settings.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=2s;`).join('\n');
  const text = readFileSync(join(__dirname, 'nginx.conf.template'), 'utf8')
    .replaceAll('{{PREFIX}}', settings.prefix)
    .replaceAll('{{LISTEN}}', settings.listen)
    .replaceAll('{{UPSTREAMS}}', upstreams)
    .replaceAll('{{WEB_DIST}}', settings.webDist.replace(/\/+$/, ''));
  const file = join(settings.prefix, 'nginx.conf');
  writeFileSync(file, text);
  return file;
}
