import { describe, expect, it } from '@jest/globals';
import { maskName } from './index';

describe('maskName (ARCHITECTURE §4.7)', () => {
  it.each([
    ['김철수', '김*수'],
    ['이수', '이*'],
    ['남궁민수', '남**수'],
    ['John', 'J***'],
    ['  박지민 ', '박*민'],
    ['김', '*'],
    ['', ''],
    ['   ', ''],
    ['Jo Ann', 'J* ***'],
    ['이모', '이*'],
    ['제갈공명훈', '제***훈'],
  ])('%j → %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('never returns the full name of two or more characters', () => {
    for (const name of ['김철수', 'John', '이수', 'AB']) expect(maskName(name)).not.toBe(name);
  });
});
