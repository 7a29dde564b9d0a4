import type { NewsInfo } from '@babynews/contracts';
import { linkCardContent, linkCardHash } from './link-card';

/** What a news page's link card shows and its name (ARCHITECTURE "Cover photo and link card"): pure rules. */
const NOON_SEOUL = new Date('2031-03-01T03:00:00.000Z');
const info = (overrides: Partial<NewsInfo> = {}): NewsInfo => ({
  code: 'abcdefgh12345678',
  title: '봄이가 와요',
  description: '',
  displayName: '엄마',
  username: 'mom',
  wishList: [],
  quizList: [],
  dueDate: '2031-03-11',
  surpriseMode: false,
  revealAt: null,
  hideCountdown: false,
  coverImage: null,
  birth: null,
  ...overrides,
});

describe('link card content and hash', () => {
  it('shows the title and the countdown of the Seoul day; the hash is 16 hex digits and follows every part', () => {
    const today = linkCardContent(info(), null, NOON_SEOUL);
    expect(today).toEqual({ title: '봄이가 와요', line: 'D-10', coverKey: null });
    const hash = linkCardHash(today);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(linkCardHash(linkCardContent(info(), null, NOON_SEOUL))).toBe(hash);
    // 15:00 UTC is midnight in Seoul: the next day counts one less.
    expect(linkCardContent(info(), null, new Date('2031-03-01T15:00:00.000Z')).line).toBe('D-9');
    for (const other of [
      linkCardContent(info({ title: '여름이가 와요' }), null, NOON_SEOUL),
      linkCardContent(info(), 'covers/1-1700000000000-0a1b2c3d4e5f.webp', NOON_SEOUL),
      linkCardContent(info({ hideCountdown: true }), null, NOON_SEOUL),
    ]) {
      expect(linkCardHash(other)).not.toBe(hash);
    }
  });

  it('shows no line without a countdown to show', () => {
    expect(linkCardContent(info({ dueDate: null }), null, NOON_SEOUL).line).toBeNull();
    expect(linkCardContent(info({ hideCountdown: true }), null, NOON_SEOUL).line).toBeNull();
  });

  it('a page that announces the birth shows the hero line instead of the countdown, and names a new card', () => {
    const baby = (name: string) => ({ name, weightKg: null, heightCm: null });
    const birth = { bornAt: '2031-02-28T19:12:00.000Z', babies: [baby('봄이')], photoUrl: null, message: null };
    const born = linkCardContent(info({ birth }), null, NOON_SEOUL);
    expect(born.line).toBe('봄이가 태어났어요!');
    expect(linkCardHash(born)).not.toBe(linkCardHash(linkCardContent(info(), null, NOON_SEOUL)));
    expect(linkCardContent(info({ birth: { ...birth, babies: [baby('봄'), baby('여름이')] } }), null, NOON_SEOUL).line).toBe('봄과 여름이가 태어났어요!');
    expect(linkCardContent(info({ birth: null }), null, NOON_SEOUL).line).toBe('D-10');
  });
});
