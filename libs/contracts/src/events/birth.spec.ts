import { describe, expect, it } from '@jest/globals';
import { babyMeasures, birthHeadline, birthNames, isBirthInFuture } from './birth';

/** The words of the birth announcement (ARCHITECTURE "Birth announcement"): pure rules shared by the page, the card and the mail. */
describe('birth announcement words', () => {
  it('joins the names with 와/과 by the last sound of the name before the last', () => {
    expect(birthNames(['하늘이'])).toBe('하늘이');
    expect(birthNames(['하늘이', '바다'])).toBe('하늘이와 바다');
    expect(birthNames(['하늘', '바다'])).toBe('하늘과 바다');
    expect(birthNames(['하늘', '바다', '별'])).toBe('하늘, 바다와 별');
  });

  it('says who was born with 이/가 by the last sound of the last name', () => {
    expect(birthHeadline(['하늘이'])).toBe('하늘이가 태어났어요!');
    expect(birthHeadline(['봄'])).toBe('봄이 태어났어요!');
    expect(birthHeadline(['하늘이', '바다'])).toBe('하늘이와 바다가 태어났어요!');
    expect(birthHeadline(['하늘', '바다', '별'])).toBe('하늘, 바다와 별이 태어났어요!');
  });

  it('writes both particles when the name does not end in Hangul', () => {
    expect(birthHeadline(['Sky'])).toBe('Sky이(가) 태어났어요!');
    expect(birthHeadline(['Sky', '하늘'])).toBe('Sky과(와) 하늘이 태어났어요!');
  });

  it('shows the weight with one decimal and the height as given, each only when given', () => {
    expect(babyMeasures({ weightKg: 3.2, heightCm: 50 })).toBe('3.2kg · 50cm');
    expect(babyMeasures({ weightKg: 3, heightCm: null })).toBe('3.0kg');
    expect(babyMeasures({ weightKg: null, heightCm: 50.5 })).toBe('50.5cm');
    expect(babyMeasures({ weightKg: null, heightCm: null })).toBe('');
  });

  it('a birth may not be later than now', () => {
    const now = new Date('2027-05-12T05:30:00.000Z');
    expect(isBirthInFuture('2027-05-12T14:30:00+09:00', now)).toBe(false);
    expect(isBirthInFuture('2027-05-12T14:31:00+09:00', now)).toBe(true);
  });
});
