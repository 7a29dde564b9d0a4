import { describe, expect, it } from '@jest/globals';
import { daysUntil, dueDateCountdown, newsCountdown, reserversHidden } from './plan';

describe('due date countdown in Asia/Seoul days (ARCHITECTURE §4.20)', () => {
  it('counts whole Seoul days to the due date', () => {
    expect(daysUntil('2028-03-01', new Date('2028-02-27T15:00:00Z'))).toBe(2); // 28 Feb 00:00 KST, leap year
    expect(daysUntil('2027-01-01', new Date('2026-12-31T14:59:59.999Z'))).toBe(1);
    expect(daysUntil('2027-01-01', new Date('2026-12-31T15:00:00.000Z'))).toBe(0);
  });

  it('counts down by Seoul days', () => {
    expect(dueDateCountdown('2027-05-10', new Date('2027-05-09T14:59:59Z'))?.label).toBe('D-1');
    expect(dueDateCountdown('2027-05-10', new Date('2027-05-09T15:00:00Z'))?.label).toBe('D-day');
    expect(dueDateCountdown('2027-05-10', new Date('2027-05-12T00:00:00Z'))).toEqual({ days: -2, label: '예정일이 2일 지났어요', state: 'overdue' });
  });

  it('never says born from the date alone, and says nothing more than 14 Seoul days past the date', () => {
    // 2027-05-24 23:59:59 in Seoul is the 14th day past; 00:00 of the 25th the 15th.
    expect(dueDateCountdown('2027-05-10', new Date('2027-05-24T14:59:59Z'))).toEqual({ days: -14, label: '예정일이 14일 지났어요', state: 'overdue' });
    expect(dueDateCountdown('2027-05-10', new Date('2027-05-24T15:00:00Z'))).toBeNull();
    expect(dueDateCountdown('2027-05-10', new Date('2027-05-11T00:00:00Z'))?.label).not.toMatch(/태어났/);
  });

  it('shows nothing when the owner hid the countdown or there is no due date', () => {
    const now = new Date('2027-05-01T00:00:00Z');
    expect(newsCountdown({ dueDate: '2027-05-10', hideCountdown: false }, now)?.label).toBe('D-9');
    expect(newsCountdown({ dueDate: '2027-05-10', hideCountdown: true }, now)).toBeNull();
    expect(newsCountdown({ dueDate: null, hideCountdown: false }, now)).toBeNull();
  });

  it('gives way to the birth announcement: nothing once a birth is posted, the countdown again when it is taken down', () => {
    const now = new Date('2027-05-12T00:00:00Z');
    expect(newsCountdown({ dueDate: '2027-05-10', hideCountdown: false, birth: { bornAt: '2027-05-11T05:30:00.000Z' } }, now)).toBeNull();
    expect(newsCountdown({ dueDate: '2027-05-20', hideCountdown: false, birth: { bornAt: '2027-05-11T05:30:00.000Z' } }, now)).toBeNull();
    expect(newsCountdown({ dueDate: '2027-05-10', hideCountdown: false, birth: null }, now)?.label).toBe('예정일이 2일 지났어요');
  });
});

describe('surprise mode', () => {
  const at = (iso: string) => new Date(iso);
  it('hides until 00:00 Seoul of revealAt, else of the due date, else until turned off', () => {
    const news = { dueDate: '2031-02-20', surpriseMode: true, revealAt: '2031-03-01' };
    expect(reserversHidden(news, at('2031-02-28T14:59:59.999Z'))).toBe(true);
    expect(reserversHidden(news, at('2031-02-28T15:00:00.000Z'))).toBe(false);
    expect(reserversHidden({ ...news, revealAt: null }, at('2031-02-19T15:00:00.000Z'))).toBe(false);
    expect(reserversHidden({ ...news, revealAt: null }, at('2031-02-19T14:59:00.000Z'))).toBe(true);
    expect(reserversHidden({ dueDate: null, revealAt: null, surpriseMode: true }, at('2099-01-01T00:00:00Z'))).toBe(true);
    expect(reserversHidden({ ...news, surpriseMode: false }, at('2031-01-01T00:00:00Z'))).toBe(false);
  });
});
