import { BlockList, isIP } from 'node:net';

/**
 * LINK_FETCH_ALLOW (ARCHITECTURE §2, "Universal add"; tests only, refused when NODE_ENV=production): the
 * addresses the outbound link fetch may reach although the public-address policy refuses them, so the
 * suites can serve saved product pages on 127.0.0.1. A comma-separated list; each entry is
 * - an IP address: that address on any port (`127.0.0.1`, `::1`),
 * - an IP address with a port: that address on that port only (`127.0.0.1:4010`, `[::1]:4010`),
 * - a CIDR block: every address in it on any port (`127.0.0.0/8`).
 * Host names are not accepted: the policy judges the address a name resolves to at connect time.
 * Pure functions.
 */

/** One parsed entry: an address or block, and the one port it is limited to (null: any port). */
export interface LinkFetchAllowEntry {
  address: string;
  prefix: number | null;
  port: number | null;
}

/** Parses the whole comma-separated LINK_FETCH_ALLOW value; null when it is empty or any entry is none of the three forms. */
export function parseLinkFetchAllow(value: string): LinkFetchAllowEntry[] | null {
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseLinkFetchAllowEntry);
  return entries.length > 0 && entries.every((entry) => entry !== null) ? (entries as LinkFetchAllowEntry[]) : null;
}

/**
 * Parses one LINK_FETCH_ALLOW entry (see the file's comment); null when it is none of the three forms.
 */
export function parseLinkFetchAllowEntry(raw: string): LinkFetchAllowEntry | null {
  const entry = raw.trim();
  const bracketed = /^\[([^\]]+)\]:(\d{1,5})$/.exec(entry);
  const v4WithPort = /^([\d.]+):(\d{1,5})$/.exec(entry);
  const withPort = bracketed ?? v4WithPort;
  if (withPort) {
    const port = Number(withPort[2]);
    if (isIP(withPort[1]) === 0 || port < 1 || port > 65535) return null;
    return { address: withPort[1], prefix: null, port };
  }
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined) return null;
  const family = isIP(address);
  if (family === 0) return null;
  if (prefix === undefined) return { address, prefix: null, port: null };
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)) return null;
  return { address, prefix: Number(prefix), port: null };
}

/**
 * The exception test of LINK_FETCH_ALLOW's `entries`: `(address, port) → true` when some entry lets that
 * address and port through; always false for an empty list (production).
 */
export function linkFetchAllowMatcher(entries: readonly LinkFetchAllowEntry[]): (address: string, port: number) => boolean {
  if (entries.length === 0) return () => false;
  const blocks = entries.map((entry) => {
    const list = new BlockList();
    const family = isIP(entry.address) === 6 ? 'ipv6' : 'ipv4';
    if (entry.prefix === null) list.addAddress(entry.address, family);
    else list.addSubnet(entry.address, entry.prefix, family);
    return { list, port: entry.port };
  });
  return (address, port) => {
    const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
    const family = isIP(bare);
    if (family === 0) return false;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    return blocks.some((block) => (block.port === null || block.port === port) && block.list.check(bare, type));
  };
}
