import { render, screen, within } from '@testing-library/react';
import type { PlannedWishPublic, WishPublic } from '@babynews/contracts';
import { publicWish } from '../../testing/fixtures';
import { WishGroups } from './WishGroups';

const wish = (id: number, title: string, plan: Partial<PlannedWishPublic> = {}): PlannedWishPublic => publicWish({ id, title, ...plan });

const list = (wishes: WishPublic[], label: string) => (
  <ul aria-label={label}>
    {wishes.map((w) => (
      <li key={w.id}>{w.title}</li>
    ))}
  </ul>
);

describe('WishGroups (ARCHITECTURE §4.20)', () => {
  it('most wanted first, then stages in order with the expected month, unstaged last', () => {
    const wishes = [
      wish(1, '기저귀'),
      wish(2, '보행기', { neededBy: 'MONTH_6_12' }),
      wish(3, '속싸개', { neededBy: 'NEWBORN' }),
      wish(4, '카시트', { neededBy: 'MONTH_6_12', mostWanted: true }),
    ];
    render(<WishGroups wishes={wishes} dueDate="2027-05-10" renderList={list} />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      '꼭 필요해요',
      '신생아 (태어나자마자) (2027년 5월쯤)',
      '6~12개월 (2027년 11월쯤)',
      '언제든 좋아요',
    ]);
    expect(within(screen.getByRole('list', { name: '꼭 필요해요' })).getByText('카시트')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: '6~12개월 (2027년 11월쯤)' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['보행기']);
  });

  it('stage headings without a due date name only the stage', () => {
    render(<WishGroups wishes={[wish(1, '치발기', { neededBy: 'MONTH_3_6' })]} dueDate={null} renderList={list} />);
    expect(screen.getByRole('heading').textContent).toBe('3~6개월');
  });

  it('a list without stages or most-wanted items stays one plain list without headings', () => {
    render(<WishGroups wishes={[wish(1, '젖병'), wish(2, '기저귀')]} dueDate="2027-05-10" renderList={list} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('list', { name: '선물 목록' }).textContent).toBe('젖병기저귀');
  });
});
