/**
 * The invite link's QR code on my page (spec §2 my page; ARCHITECTURE §1 "first visit"): the same
 * picture whether the API paints it into the page's HTML or the browser makes it (`qrcode` options:
 * 512 px PNG, margin 2 modules, error correction M, the site's brown on white).
 */
export const INVITE_QR_OPTIONS = {
  width: 512,
  margin: 2,
  errorCorrectionLevel: 'M',
  color: { dark: '#3f2e2a', light: '#ffffff' },
} as const;

/**
 * Id of the JSON block in my page's HTML holding `{link, dataUrl}`: the QR code (PNG data URL) the
 * server painted for `link`, so the page shows it at once instead of making it again.
 */
export const INVITE_QR_DATA_ID = 'bn-invite-qr';

/** What `#bn-invite-qr` holds. */
export interface InviteQrData {
  link: string;
  dataUrl: string;
}
