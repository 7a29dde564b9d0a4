import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { addDays, seoulToday, STORAGE_KEYS, type BirthBaby, type EventInfo, type NewsBirth } from '@babynews/contracts';
import { forgetTakenInlineJson } from '@babynews/session';
import { installFakeFetch, yieldTurns } from '@babynews/testing';
import { publicEvent } from '../../testing/fixtures';
import { BirthAnnouncement } from './BirthAnnouncement';
import { provideBirthAnnouncement } from './BirthSlot';
import { NewsView } from './NewsView';

/**
 * The birth announcement on the news page (ARCHITECTURE "Birth announcement"): the hero line for one, two
 * and three babies, the day and time in Asia/Seoul, weight and height only when given, the photo with its
 * size and alt, the words as plain text; in the countdown's place; the server's markup hydrates as it is
 * (the browser adopts it while the announcement's own chunk loads, then draws the same); its confetti shows
 * once per visitor.
 */

// The confetti draws on a canvas jsdom does not have: a marker stands in for it.
jest.mock('@babynews/ui/motion', () => ({ ...jest.requireActual<object>('@babynews/ui/motion'), Confetti: () => <i data-testid="confetti-pieces" /> }));

const baby = (name: string, weightKg: number | null = null, heightCm: number | null = null): BirthBaby => ({ name, weightKg, heightCm });
const BIRTH: NewsBirth = { bornAt: '2027-05-12T05:30:00.000Z', babies: [baby('하늘이', 3.2, 50)], photoUrl: null, message: null };
const CODE = 'AbCdEf12';
/** A month ahead of this browser's day: the countdown shows while no birth is announced. */
const DUE_DATE = addDays(seoulToday(new Date()), 30);

afterEach(() => {
  forgetTakenInlineJson();
  localStorage.clear();
  provideBirthAnnouncement(null);
  document.body.innerHTML = '';
});

describe('BirthAnnouncement', () => {
  it.each([
    [[baby('하늘이')], '하늘이가 태어났어요!'],
    [[baby('하늘이'), baby('바다')], '하늘이와 바다가 태어났어요!'],
    [[baby('하늘'), baby('바다'), baby('별')], '하늘, 바다와 별이 태어났어요!'],
  ])('says who was born: %j → %s', (babies, headline) => {
    render(<BirthAnnouncement birth={{ ...BIRTH, babies }} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(headline);
  });

  it('shows the day and time in Asia/Seoul, whatever the browser’s zone', () => {
    render(<BirthAnnouncement birth={{ ...BIRTH, bornAt: '2027-05-11T15:05:00.000Z' }} />);
    const time = screen.getByText('2027년 5월 12일 오전 12시 5분');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2027-05-11T15:05:00.000Z');
  });

  it('lists weight and height only for the babies that have them, each only when given', () => {
    render(<BirthAnnouncement birth={{ ...BIRTH, babies: [baby('하늘이', 3.2, 50), baby('바다', 2.9), baby('별', null, 48.5), baby('달')] }} />);
    const items = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['하늘이 3.2kg · 50cm', '바다 2.9kg', '별 48.5cm']);
    cleanupAndRender({ ...BIRTH, babies: [baby('하늘이')] });
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.body.textContent).not.toMatch(/kg|cm/);
  });

  it('shows the photo with its box size and alt, and the words as plain text', () => {
    const message = '<b>둘 다</b> 건강해요.\n고맙습니다!';
    render(<BirthAnnouncement birth={{ ...BIRTH, babies: [baby('하늘이'), baby('바다')], photoUrl: 'https://babynews.test/p.webp', message }} />);
    const photo = screen.getByAltText<HTMLImageElement>('하늘이와 바다 사진');
    expect([photo.getAttribute('src'), photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['https://babynews.test/p.webp', '800', '800']);
    expect(screen.getByText((_, node) => node?.className === 'birth__message' && node.textContent === message)).toBeTruthy();
    expect(document.querySelector('.birth__message b')).toBeNull();
  });

  it('draws no photo and no words when there are none', () => {
    render(<BirthAnnouncement birth={BIRTH} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('.birth__message')).toBeNull();
  });
});

function cleanupAndRender(birth: NewsBirth) {
  document.body.innerHTML = '';
  render(<BirthAnnouncement birth={birth} />);
}

describe('the news page with a birth', () => {
  const page = (birth: NewsBirth | null) => (
    <MemoryRouter initialEntries={[`/event/${CODE}`]}>
      <NewsView event={{ ...publicEvent({ code: CODE, title: '봄이가 와요', birth }), dueDate: DUE_DATE } as EventInfo} />
    </MemoryRouter>
  );
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  it('shows the announcement in the countdown’s place once its chunk is here: no countdown; without a birth the countdown is back', async () => {
    installFakeFetch(() => new Promise(() => undefined));
    const { unmount } = render(page(BIRTH));
    expect(await screen.findByRole('heading', { level: 2, name: '하늘이가 태어났어요!' })).toBeTruthy();
    expect(screen.queryByTestId('due-countdown')).toBeNull();
    unmount();
    render(page(null));
    await act(() => yieldTurns());
    expect(screen.queryByTestId('birth-announcement')).toBeNull();
    expect(screen.getByTestId('due-countdown')).toBeTruthy();
  });

  it('the server draws it (no clock, no storage in the render); the browser adopts that markup without a mismatch, then draws the same', async () => {
    installFakeFetch(() => new Promise(() => undefined));
    const birth = { ...BIRTH, photoUrl: 'https://babynews.test/p.webp', message: '안녕' };
    provideBirthAnnouncement(BirthAnnouncement); // as the server's renderer does (server.tsx)
    const html = renderToString(page(birth));
    expect(html).toContain('하늘이가 태어났어요!');
    expect(html).toContain('width="800" height="800" alt="하늘이 사진"');
    expect(html).not.toContain('confetti');
    provideBirthAnnouncement(null); // a browser's first visit: the chunk is not here yet

    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    /** The slot's markup, React's empty text markers and the attributes' order aside. */
    const slotMarkup = () => {
      const slot = container.querySelector('.birth-slot')!;
      const img = slot.querySelector('img');
      return {
        text: slot.textContent,
        tags: [...slot.querySelectorAll('*')].map((el) => el.tagName).join(),
        img: img && [img.src, img.width, img.height, img.alt],
      };
    };
    const serverSlot = slotMarkup();
    const problems: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, page(birth), { onRecoverableError: (error) => problems.push(error) });
    });
    // adopted as the server drew it, then (the chunk arrived) React's own drawing: the same markup
    await act(() => yieldTurns());
    expect(container.querySelector('h1')?.textContent).toBe('봄이가 와요');
    expect(slotMarkup()).toEqual(serverSlot);
    expect(problems).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('bursts the confetti once per visitor and page (remembered in localStorage); the welcome confetti of a page without a birth every time', async () => {
    installFakeFetch(() => new Promise(() => undefined));
    const visit = async (birth: NewsBirth | null) => {
      const view = render(page(birth));
      await act(() => yieldTurns(5));
      const shown = screen.queryByTestId('confetti-pieces') !== null;
      view.unmount();
      return shown;
    };
    expect(await visit(BIRTH)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.birthConfetti(CODE))).not.toBeNull();
    expect(await visit(BIRTH)).toBe(false);
    expect(await visit(null)).toBe(true);
    expect(await visit(null)).toBe(true);
  });
});
