import { describe, expect, it } from '@jest/globals';
import { compareWishes, expectedMonth, stageHeading } from './plan';

describe('what is needed first', () => {
  it('expected month of a stage from the due date', () => {
    expect(expectedMonth('MONTH_6_12', '2027-05-10')).toEqual({ year: 2027, month: 11 });
    expect(expectedMonth('MONTH_12_PLUS', '2027-12-31')).toEqual({ year: 2028, month: 12 });
    expect(stageHeading('MONTH_6_12', '2027-05-10')).toBe('6~12개월 (2027년 11월쯤)');
    expect(stageHeading('MONTH_3_6', null)).toBe('3~6개월');
  });

  it('orders most wanted first, then by stage, unstaged last; sortOrder then id within a group', () => {
    const w = (id: number, neededBy: 'NEWBORN' | 'MONTH_6_12' | null, mostWanted = false, sortOrder = 0) => ({ id, neededBy, mostWanted, sortOrder });
    const list = [w(1, null), w(2, 'MONTH_6_12'), w(3, 'NEWBORN', false, 5), w(4, 'NEWBORN', false, 2), w(5, 'MONTH_6_12', true), w(6, null, true)];
    expect([...list].sort(compareWishes).map((x) => x.id)).toEqual([5, 6, 4, 3, 2, 1]);
  });
});
