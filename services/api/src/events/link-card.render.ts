import { LIMITS, MSG } from '@babynews/contracts';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReactElement } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import type { LinkCardContent } from './link-card';

/**
 * Draws a news page's link card (ARCHITECTURE "Cover photo and link card"): satori lays the card out
 * from a tree of boxes and writes an SVG whose letters are paths of the shipped font (Noto Sans KR
 * Bold, the `korean` file of `@fontsource/noto-sans-kr`: every modern Hangul syllable, Latin and
 * punctuation, as WOFF, which satori reads; no system font is ever asked), then sharp turns the SVG into
 * a PNG. The API has no JSX: the tree is plain `{type, props}` objects.
 */

const WIDTH = LIMITS.linkCardWidthPx;
const HEIGHT = LIMITS.linkCardHeightPx;
/** Side of the square photo on the card's left, in px (the card's height). */
export const CARD_PHOTO_PX = HEIGHT;
const FONT_FILE = '@fontsource/noto-sans-kr/files/noto-sans-kr-korean-700-normal.woff';
const FONT_NAME = 'Noto Sans KR';

/** The theme's colours (libs/ui theme.css): text, muted text, primary, and the news card's gradient. */
const COLOURS = { text: '#3f2e2a', muted: '#75625b', primary: '#ad4630', paper: '#fff3ea', blush: '#fde2e4', butter: '#fff1c9' };

let fontData: Promise<Buffer> | undefined;

/** The font file, read once per process (≈ 850 KB; satori parses it on the first card, ≈ 0.5 s, then keeps it). */
function cardFont(): Promise<Buffer> {
  fontData ??= readFile(createRequire(__filename).resolve(FONT_FILE)).catch((err: unknown) => {
    fontData = undefined;
    throw err;
  });
  return fontData;
}

/** The satori fonts option, one array per process: satori caches the parsed font by this object. */
let fonts: Promise<Parameters<typeof satori>[1]['fonts']> | undefined;
function cardFonts() {
  fonts ??= cardFont().then((data) => [{ name: FONT_NAME, data, weight: 700 as const, style: 'normal' as const }]);
  return fonts;
}

/** A box of the tree satori lays out. */
function box(style: Record<string, string | number>, children?: ReactElement | string | (ReactElement | string | null)[]): ReactElement {
  return { type: 'div', key: null, props: { style, children } };
}

/** Emoji and other pictographs the font has no glyph for are left out (satori would draw an empty box). */
function drawable(text: string): string {
  return text
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Title size in px by its length in characters: short titles large, the longest (100) still in four lines. */
function titleSize(length: number, withPhoto: boolean): number {
  const sizes = withPhoto ? [64, 54, 44, 36] : [76, 64, 54, 44];
  if (length <= 12) return sizes[0];
  if (length <= 24) return sizes[1];
  if (length <= 44) return sizes[2];
  return sizes[3];
}

/** The card's tree: the photo (a JPEG data URL) on the left when there is one, then the site's name, the title and the line. */
function cardTree(content: LinkCardContent, photo: Buffer | null): ReactElement {
  const title = drawable(content.title) || MSG.common.siteName;
  const line = content.line ? drawable(content.line) : '';
  const text = box(
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      width: photo ? WIDTH - CARD_PHOTO_PX : WIDTH,
      height: HEIGHT,
      padding: photo ? '56px 60px' : '64px 96px',
    },
    [
      box({ display: 'flex', fontSize: 30, color: COLOURS.primary, letterSpacing: '-0.01em' }, MSG.common.siteName),
      box(
        {
          display: 'block',
          marginTop: 20,
          fontSize: titleSize(title.length, photo !== null),
          lineHeight: 1.3,
          color: COLOURS.text,
          letterSpacing: '-0.02em',
          wordBreak: 'keep-all',
          lineClamp: 4,
        },
        title,
      ),
      line ? box({ display: 'flex', marginTop: 28, fontSize: 40, color: COLOURS.primary }, line) : null,
    ],
  );
  const children: ReactElement[] = [];
  if (photo) {
    children.push({
      type: 'img',
      key: null,
      props: {
        src: `data:image/jpeg;base64,${photo.toString('base64')}`,
        width: CARD_PHOTO_PX,
        height: CARD_PHOTO_PX,
        style: { objectFit: 'cover', flexShrink: 0 },
      },
    });
  }
  children.push(text);
  return box(
    {
      display: 'flex',
      width: WIDTH,
      height: HEIGHT,
      fontFamily: FONT_NAME,
      backgroundColor: COLOURS.paper,
      backgroundImage: `linear-gradient(160deg, #ffffff 0%, ${COLOURS.paper} 55%, ${COLOURS.blush} 100%)`,
    },
    children,
  );
}

/**
 * The card of `content` as a `LIMITS.linkCardWidthPx` × `linkCardHeightPx` PNG; `photo` is the cover as
 * a JPEG of `CARD_PHOTO_PX` square (or null: the card is text alone).
 * @throws Error when the font cannot be read (the package is missing) or the drawing fails.
 */
export async function renderLinkCard(content: LinkCardContent, photo: Buffer | null): Promise<Buffer> {
  const svg = await satori(cardTree(content, photo), { width: WIDTH, height: HEIGHT, fonts: await cardFonts() });
  return sharp(Buffer.from(svg)).png({ palette: true, quality: 90, effort: 7, compressionLevel: 9 }).toBuffer();
}
