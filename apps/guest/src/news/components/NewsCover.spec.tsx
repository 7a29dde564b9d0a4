import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PAGE_DATA_ID, type NewsCoverImage } from '@babynews/contracts';
import { forgetTakenInlineJson } from '@babynews/session';
import { installFakeFetch, yieldTurns } from '@babynews/testing';
import { publicEvent } from '../../testing/fixtures';
import NewsPage from '../NewsPage';
import { NewsCover } from './NewsCover';

/**
 * The news page's cover photo (ARCHITECTURE "Cover photo and link card"): the variant from the read, with
 * its width and height, alt '{title} 표지 사진' and `fetchpriority="high"`, never lazy; the server's markup
 * and the first client render are the same (hydration adopts the node); inside the news card, above the title.
 */

// The arrival's confetti draws on a canvas jsdom does not have.
jest.mock('@babynews/ui/motion', () => ({ ...jest.requireActual<object>('@babynews/ui/motion'), Confetti: () => null }));

const CODE = 'AbCdEf12';
const COVER: NewsCoverImage = { url: 'https://babynews.test/api/uploads/files/covers/7-1700000000000-0a1b2c3d4e5f.webp', width: 800, height: 600 };

afterEach(() => {
  forgetTakenInlineJson();
  document.body.innerHTML = '';
});

describe('NewsCover', () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it('renders the variant with its size, Korean alt and high fetch priority, and hydrates without a mismatch', async () => {
    const html = renderToString(<NewsCover cover={COVER} title="콩이 & 별이" />);
    expect(html).toContain(`src="${COVER.url}"`);
    expect(html).toContain('width="800"');
    expect(html).toContain('height="600"');
    expect(html).toContain('alt="콩이 &amp; 별이 표지 사진"');
    expect(html).toMatch(/ fetchpriority="high"/i);
    expect(html).not.toContain('loading');

    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const serverImg = container.querySelector('img');
    const problems: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <NewsCover cover={COVER} title="콩이 & 별이" />, { onRecoverableError: (error) => problems.push(error) });
    });
    expect(problems).toEqual([]);
    expect(container.querySelector('img')).toBe(serverImg);
  });

  it('renders nothing without a cover', () => {
    expect(renderToString(<NewsCover cover={null} title="제목" />)).toBe('');
    expect(renderToString(<NewsCover cover={undefined} title="제목" />)).toBe('');
  });
});

describe('the news page with a cover', () => {
  /** The news page painted from the HTML's island (the live read never answers), its lazy parts (confetti) settled. */
  async function renderPage(coverImage: NewsCoverImage | null) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.setAttribute('data-path', `/api/event/fetchInfoByCode/${CODE}`);
    block.textContent = JSON.stringify(publicEvent({ code: CODE, title: '봄이가 와요', coverImage }));
    document.body.appendChild(block);
    installFakeFetch(() => new Promise(() => undefined));
    render(
      <MemoryRouter initialEntries={[`/event/${CODE}`]}>
        <Routes>
          <Route path="/event/:code" element={<NewsPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await act(() => yieldTurns());
  }

  it('shows it inside the news card, before the title', async () => {
    await renderPage(COVER);
    const img = screen.getByAltText<HTMLImageElement>('봄이가 와요 표지 사진');
    expect(img.getAttribute('src')).toBe(COVER.url);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
    const card = img.closest('article.news__card');
    expect(card).not.toBeNull();
    const title = screen.getByRole('heading', { level: 1, name: '봄이가 와요' });
    expect(img.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no picture when the page has none', async () => {
    await renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: '봄이가 와요' })).toBeTruthy();
    expect(document.querySelector('.news__cover')).toBeNull();
  });
});
