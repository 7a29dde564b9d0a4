/**
 * Look of every message (ARCHITECTURE §4.23): one column at most 480 px wide, system Korean fonts,
 * text at least 15 px. Colours are the app's theme (`libs/ui/src/styles/theme.css`); each text
 * colour reaches WCAG AA (4.5:1) on the white card, the button's white on `brand` about 5.7:1.
 */
export const MAIL_THEME = {
  /** Korean system fonts first: mail clients load no web fonts reliably. */
  fontFamily: "'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', sans-serif",
  /** Column width in px: narrow enough to read on a phone without zooming. */
  maxWidthPx: 480,
  /** Body text in px (≥ 15 px: read on a 360 px-wide phone). */
  bodyFontPx: 16,
  /** Brand line and footer in px: the smallest text of a message. */
  smallFontPx: 15,
  /** Title of a message in px. */
  headingFontPx: 22,
  colors: {
    text: '#222222',
    /** Footer text: 7:1 on white. */
    muted: '#595959',
    /** `--bn-primary`: the button, links and the brand line. */
    brand: '#ad4630',
    onBrand: '#ffffff',
    page: '#f7f4f2',
    card: '#ffffff',
    rule: '#e8e2de',
  },
} as const;
