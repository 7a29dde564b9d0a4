import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  addMonths,
  DAY_MS,
  daysBetween,
  formatDate,
  formatKoreanDateTime,
  formatLongDate,
  formatSeoulDate,
  formatSeoulDateTime,
  isCalendarDate,
  koreanDate,
  nextSeoulMidnight,
  SEOUL_OFFSET_MS,
  seoulDateTime,
  seoulDayStart,
  seoulDayStartAt,
  seoulInstantText,
  seoulMidnight,
  seoulToday,
} from './seoul';

const at = (iso: string) => new Date(iso);

describe('calendar days in Asia/Seoul (ARCHITECTURE §3)', () => {
  it('is UTC+9 with 24-hour days', () => {
    expect(SEOUL_OFFSET_MS).toBe(32_400_000);
    expect(DAY_MS).toBe(86_400_000);
  });

  it('accepts real days written YYYY-MM-DD only', () => {
    expect(['2027-05-10', '2028-02-29', '2026-12-31', '1900-01-01', '2199-12-31'].map(isCalendarDate)).toEqual([true, true, true, true, true]);
    expect(
      ['2026-02-30', '2027-02-29', '2027-13-01', '2027-00-10', '2027-5-1', '1899-12-31', '2200-01-01', '2027-05-10T00:00:00Z', ''].map(isCalendarDate),
    ).toEqual(Array(9).fill(false));
  });

  it('turns to the next day at 15:00 UTC, which is 00:00 in Seoul', () => {
    expect(seoulToday(at('2026-11-23T14:59:59.999Z'))).toBe('2026-11-23');
    expect(seoulToday(at('2026-11-23T15:00:00.000Z'))).toBe('2026-11-24');
    expect(seoulToday(at('2026-12-31T14:59:59.999Z'))).toBe('2026-12-31');
    expect(seoulToday(at('2026-12-31T15:00:00.000Z'))).toBe('2027-01-01');
    expect(seoulToday(at('2028-02-28T15:00:00.000Z'))).toBe('2028-02-29');
  });

  it('puts 00:00 of a Seoul day at 15:00 UTC the day before', () => {
    expect(seoulMidnight('2031-03-01').toISOString()).toBe('2031-02-28T15:00:00.000Z');
    expect(seoulMidnight('2028-02-29').toISOString()).toBe('2028-02-28T15:00:00.000Z');
    expect(seoulMidnight('2027-01-01').toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  it('counts and adds whole calendar days across a leap day and a year end', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-05-10', '2027-05-07')).toBe(-3);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2027-05-10', 0)).toBe('2027-05-10');
  });

  it('adds whole calendar months, a missing day falling to the month end', () => {
    expect(addMonths('2026-11-23', -1)).toBe('2026-10-23');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
    expect(addMonths('2026-05-31', 1)).toBe('2026-06-30');
    expect(addMonths('2026-05-10', 0)).toBe('2026-05-10');
  });
});

describe('start of the Seoul day holding an instant', () => {
  it.each([
    ['2026-11-23T14:59:59.999Z', '2026-11-22T15:00:00.000Z'], // 23:59:59.999 on 23 Nov in Seoul
    ['2026-11-23T15:00:00.000Z', '2026-11-23T15:00:00.000Z'], // exactly 00:00 on 24 Nov in Seoul
    ['2026-12-31T20:00:00.000Z', '2026-12-31T15:00:00.000Z'], // 05:00 on 1 Jan in Seoul
    ['2028-02-29T03:00:00.000Z', '2028-02-28T15:00:00.000Z'], // noon of the leap day in Seoul
  ])('%s → %s', (now, expected) => {
    expect(seoulDayStart(at(now)).toISOString()).toBe(expected);
  });

  it('agrees with seoulMidnight of seoulToday', () => {
    const now = at('2027-05-09T23:45:00.000Z');
    expect(seoulDayStart(now).getTime()).toBe(seoulMidnight(seoulToday(now)).getTime());
  });

  it('starts an 11:00 day at 02:00 UTC, the day before until then', () => {
    expect(seoulDayStartAt(at('2026-11-23T01:59:59.999Z'), 11).toISOString()).toBe('2026-11-22T02:00:00.000Z');
    expect(seoulDayStartAt(at('2026-11-23T02:00:00.000Z'), 11).toISOString()).toBe('2026-11-23T02:00:00.000Z');
    expect(seoulDayStartAt(at('2027-01-01T01:00:00.000Z'), 11).toISOString()).toBe('2026-12-31T02:00:00.000Z');
    expect(seoulDayStartAt(at('2026-11-23T15:00:00.000Z'), 0).toISOString()).toBe('2026-11-23T15:00:00.000Z');
  });
});

describe('nextSeoulMidnight', () => {
  it.each([
    ['2026-11-23T14:59:59.999Z', '2026-11-23T15:00:00.000Z'], // 23:59:59.999 in Seoul
    ['2026-11-23T15:00:00.000Z', '2026-11-24T15:00:00.000Z'], // exactly midnight in Seoul: the next one
    ['2026-11-23T00:30:00.000Z', '2026-11-23T15:00:00.000Z'], // 09:30 in Seoul
    ['2026-12-31T20:00:00.000Z', '2027-01-01T15:00:00.000Z'], // 05:00 on 1 January in Seoul
    ['2028-02-28T15:00:00.000Z', '2028-02-29T15:00:00.000Z'], // the leap day lasts its 24 hours
  ])('%s → %s', (now, expected) => {
    expect(new Date(nextSeoulMidnight(Date.parse(now))).toISOString()).toBe(expected);
  });
});

describe('seoulDateTime', () => {
  it('shows an instant as Seoul wall-clock YYYY-MM-DD HH:mm', () => {
    expect(seoulDateTime('2027-05-09T15:30:00.000Z')).toBe('2027-05-10 00:30');
    expect(seoulDateTime('2026-11-23T14:59:59.999Z')).toBe('2026-11-23 23:59');
    expect(seoulDateTime('2026-12-31T15:00:00.000Z')).toBe('2027-01-01 00:00');
    expect(seoulDateTime('2028-02-28T15:00:00+00:00')).toBe('2028-02-29 00:00');
  });

  it('refuses text that is no instant', () => {
    expect(() => seoulDateTime('not a date')).toThrow(RangeError);
  });
});

describe('Seoul days and times as shown (spec §9)', () => {
  it('formatDate shows the Seoul day with two-digit month and day', () => {
    expect(formatDate('2026-11-22T14:59:59.999Z')).toBe('2026. 11. 22.');
    expect(formatDate('2026-11-22T15:00:00.000Z')).toBe('2026. 11. 23.');
    expect(formatDate(new Date('2027-01-04T16:00:00Z'))).toBe('2027. 01. 05.');
    expect(formatDate('2026-12-31T15:00:00+00:00')).toBe('2027. 01. 01.');
  });

  it('formatLongDate shows the Seoul day in Korean words', () => {
    expect(formatLongDate('2026-11-22T15:30:00Z')).toBe('2026년 11월 23일');
    expect(formatLongDate('2027-01-04T14:59:59Z')).toBe('2027년 1월 4일');
  });

  it.each([
    ['2026-11-23T06:04:00Z', '2026. 11. 23. 오후 3:04'],
    ['2026-11-22T15:04:00Z', '2026. 11. 23. 오전 12:04'], // just after midnight in Seoul
    ['2026-11-23T03:00:00Z', '2026. 11. 23. 오후 12:00'], // noon in Seoul
    ['2026-11-23T02:59:00Z', '2026. 11. 23. 오전 11:59'],
    ['2028-02-28T15:09:00.000Z', '2028. 02. 29. 오전 12:09'],
  ])('formatSeoulDateTime(%s) → %s', (iso, shown) => {
    expect(formatSeoulDateTime(iso)).toBe(shown);
  });

  it('formatSeoulDate shows the Seoul day without leading zeros, and nothing for no instant', () => {
    expect(formatSeoulDate('2026-11-22T15:00:00.000Z')).toBe('2026. 11. 23.');
    expect(formatSeoulDate('2027-01-04T14:59:59.999Z')).toBe('2027. 1. 4.');
    expect(formatSeoulDate(null)).toBe('');
    expect(formatSeoulDate('not a date')).toBe('');
  });

  it('formatKoreanDateTime shows the Seoul day and 12-hour time in Korean words, the minutes only when not on the hour', () => {
    expect(formatKoreanDateTime('2027-05-12T05:30:00Z')).toBe('2027년 5월 12일 오후 2시 30분');
    expect(formatKoreanDateTime('2027-05-12T14:30:00+09:00')).toBe('2027년 5월 12일 오후 2시 30분');
    expect(formatKoreanDateTime('2027-05-11T15:05:00Z')).toBe('2027년 5월 12일 오전 12시 5분'); // midnight in Seoul, the next day
    expect(formatKoreanDateTime('2027-05-12T03:00:00Z')).toBe('2027년 5월 12일 오후 12시');
    expect(formatKoreanDateTime('2027-12-31T00:59:00Z')).toBe('2027년 12월 31일 오전 9시 59분');
    expect(() => formatKoreanDateTime('not a time')).toThrow(RangeError);
  });

  it('seoulInstantText writes a Seoul wall clock as an instant with the +09:00 offset', () => {
    expect(seoulInstantText('2027-05-12', '14:30')).toBe('2027-05-12T14:30:00+09:00');
    expect(new Date(seoulInstantText('2027-05-12', '00:10')).toISOString()).toBe('2027-05-11T15:10:00.000Z');
    expect(seoulDateTime(seoulInstantText('2027-05-12', '14:30'))).toBe('2027-05-12 14:30');
  });

  it('koreanDate spells a calendar day', () => {
    expect(koreanDate('2027-06-01')).toBe('2027년 6월 1일');
    expect(koreanDate('2028-12-31')).toBe('2028년 12월 31일');
  });

  it('refuses text that is no instant where a day must be shown', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatLongDate('')).toThrow(RangeError);
    expect(() => formatSeoulDateTime('2026-13-01T00:00:00Z')).toThrow(RangeError);
  });
});
