import { MSG, type NewsCoverImage } from '@babynews/contracts';

/**
 * The news page's cover photo (ARCHITECTURE "Cover photo and link card"): the server's variant (≤ 800 px
 * wide, ≤ 80 KB) at the top of the news card, with its size so the page keeps its place while it loads,
 * fetched first (`fetchpriority="high"`, never lazily: it is the page's largest paint). Markup only, drawn
 * from the read alone, so the server's HTML and the first client render are the same. Nothing without a cover.
 */
export function NewsCover({ cover, title }: { cover: NewsCoverImage | null | undefined; title: string }) {
  if (!cover) return null;
  return (
    <figure className="news__cover">
      <img src={cover.url} width={cover.width} height={cover.height} alt={MSG.event.coverAlt(title)} fetchPriority="high" />
    </figure>
  );
}
