import type { OutgoingHttpHeaders } from 'node:http';

/** One `Set-Cookie` of an answer: its value (URI-decoded) and its attributes, names lower-cased (`max-age`, `httponly`…). */
export interface SetCookie {
  value: string;
  attributes: Record<string, string>;
}

/** The cookies an answer sets, by name (the last one wins): `{token: {value, attributes: {path: '/', httponly: '', …}}}`. */
export function setCookies(headers: OutgoingHttpHeaders | Record<string, unknown>): Record<string, SetCookie> {
  const raw = headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw.map(String) : raw === undefined ? [] : [String(raw)];
  const out: Record<string, SetCookie> = {};
  for (const line of lines) {
    const [pair, ...attrs] = line.split(';').map((p) => p.trim());
    const at = pair.indexOf('=');
    const attributes: Record<string, string> = {};
    for (const attr of attrs) {
      const eq = attr.indexOf('=');
      attributes[(eq < 0 ? attr : attr.slice(0, eq)).toLowerCase()] = eq < 0 ? '' : attr.slice(eq + 1);
    }
    out[pair.slice(0, at)] = { value: decodeURIComponent(pair.slice(at + 1)), attributes };
  }
  return out;
}
