import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkFetchAllowMatcher, parseLinkFetchAllow, parseLinkFetchAllowEntry, type LinkFetchAllowEntry } from './link-fetch-allow';
import { loadConfig } from './load-config';

/** LINK_FETCH_ALLOW (ARCHITECTURE §2, "Universal add"): tests only, refused in production. */
describe('LINK_FETCH_ALLOW', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'babynews-link-allow-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
  const errorOf = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (err) {
      return (err as Error).message;
    }
    return '';
  };

  it('parses addresses, address:port and CIDRs; refuses names and malformed entries', () => {
    expect(parseLinkFetchAllowEntry('127.0.0.1')).toEqual({ address: '127.0.0.1', prefix: null, port: null });
    expect(parseLinkFetchAllowEntry(' 127.0.0.1:4010 ')).toEqual({ address: '127.0.0.1', prefix: null, port: 4010 });
    expect(parseLinkFetchAllowEntry('[::1]:4010')).toEqual({ address: '::1', prefix: null, port: 4010 });
    expect(parseLinkFetchAllowEntry('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, port: null });
    for (const bad of ['localhost', 'localhost:80', '127.0.0.1:0', '127.0.0.1:70000', '10.0.0.0/33', '10.0.0.0/8/1', ''])
      expect(parseLinkFetchAllowEntry(bad)).toBeNull();
  });

  it('lets through exactly the named addresses and ports', () => {
    const allows = linkFetchAllowMatcher(['127.0.0.1:4010', '10.0.0.0/8', '::1'].map((e) => parseLinkFetchAllowEntry(e)!) as LinkFetchAllowEntry[]);
    expect(allows('127.0.0.1', 4010)).toBe(true);
    expect(allows('127.0.0.1', 4011)).toBe(false);
    expect(allows('127.0.0.2', 4010)).toBe(false);
    expect(allows('10.20.30.40', 22)).toBe(true);
    expect(allows('::1', 8080)).toBe(true);
    expect(allows('[::1]', 8080)).toBe(true);
    expect(allows('192.168.0.1', 80)).toBe(false);
    expect(linkFetchAllowMatcher([])('127.0.0.1', 80)).toBe(false);
  });

  it('config: [] when unset; the parsed list when set; a bad value names the variable; refused when NODE_ENV=production', () => {
    expect(load({}).linkFetchAllow).toEqual([]);
    expect(load({ LINK_FETCH_ALLOW: '127.0.0.1:4010, 10.0.0.0/8' }).linkFetchAllow).toEqual([
      { address: '127.0.0.1', prefix: null, port: 4010 },
      { address: '10.0.0.0', prefix: 8, port: null },
    ]);
    expect(errorOf({ LINK_FETCH_ALLOW: 'localhost' })).toContain('LINK_FETCH_ALLOW');
    expect(errorOf({ LINK_FETCH_ALLOW: '127.0.0.1', NODE_ENV: 'production' })).toContain('LINK_FETCH_ALLOW must not be set when NODE_ENV=production');
    expect(load({ NODE_ENV: 'production' }).linkFetchAllow).toEqual([]);
  });

  it('parses the whole list, or nothing when it is empty or one entry is bad', () => {
    expect(parseLinkFetchAllow(' 127.0.0.1:4010, ,10.0.0.0/8 ')).toEqual([
      { address: '127.0.0.1', prefix: null, port: 4010 },
      { address: '10.0.0.0', prefix: 8, port: null },
    ]);
    expect(parseLinkFetchAllow(' , ')).toBeNull();
    expect(parseLinkFetchAllow('127.0.0.1,localhost')).toBeNull();
  });
});
