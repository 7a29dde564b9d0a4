import { INVITE_QR_OPTIONS } from '@babynews/contracts';
import { toDataURL } from 'qrcode';

/** Invite links whose QR code is kept ready (one PNG data URL of ~10 KB each). */
const CACHE_SIZE = 500;
const cache = new Map<string, string>();

/**
 * The QR code of `link` as a PNG data URL, the same picture host useQrCode makes in the browser
 * (INVITE_QR_OPTIONS), for my page painted from its HTML. The latest CACHE_SIZE links are kept
 * (least recently used goes first), so a member reloading the page costs no new code.
 * @returns null when the code cannot be made (the page then makes it in the browser).
 */
export async function inviteQrDataUrl(link: string): Promise<string | null> {
  const cached = cache.get(link);
  if (cached !== undefined) {
    cache.delete(link);
    cache.set(link, cached);
    return cached;
  }
  try {
    const dataUrl = await toDataURL(link, { ...INVITE_QR_OPTIONS, color: { ...INVITE_QR_OPTIONS.color } });
    cache.set(link, dataUrl);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return dataUrl;
  } catch {
    return null;
  }
}
