import { describe, expect, it } from '@jest/globals';
import * as core from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { LIMITS } from '../common/limits';
import { createPasswordCheck, PASSWORD_STRENGTH_MSG, weakPasswordReason } from './password-strength';

/** Weak-password refusal (ARCHITECTURE §5): zxcvbn with the language-common dictionary, reasons in Korean. */
describe('password strength', () => {
  const check = createPasswordCheck({ core, common });

  it("refuses 'password1' with the Korean reason of zxcvbn's warning", () => {
    expect(check('password1')).toBe('흔히 쓰이는 비밀번호예요. 다른 비밀번호를 사용해주세요.');
    expect(check('password1')).toBe(PASSWORD_STRENGTH_MSG.warnings.common);
    expect(check('11111111')).toBe(PASSWORD_STRENGTH_MSG.warnings.topHundred);
    expect(check('qwerty123')).toMatch(/[\uAC00-\uD7A3]/);
  });

  it('accepts a passphrase and the shared test password', () => {
    expect(check('gold-river-lamp-42')).toBeNull();
    expect(check('우리 아기 콩이가 태어난 봄날')).toBeNull();
    expect(check('happy-baby-2026')).toBeNull();
  });

  it('counts the username, e-mail and nickname as known words', () => {
    expect(check('kongimom2026')).toBeNull();
    expect(check('kongimom2026', ['kongimom2026'])).not.toBeNull();
  });

  it('maps warnings, then suggestions, to Korean; an unknown key gets the general sentence', () => {
    const weak = LIMITS.passwordMinScore - 1;
    expect(weakPasswordReason({ score: weak, feedback: { warning: 'dates', suggestions: [] } })).toBe(PASSWORD_STRENGTH_MSG.warnings.dates);
    expect(weakPasswordReason({ score: weak, feedback: { warning: null, suggestions: ['repeated'] } })).toBe(PASSWORD_STRENGTH_MSG.suggestions.repeated);
    expect(weakPasswordReason({ score: weak, feedback: { warning: 'somethingNew', suggestions: [] } })).toBe(
      '더 길고 예측하기 어려운 비밀번호를 사용해주세요.',
    );
    expect(weakPasswordReason({ score: LIMITS.passwordMinScore, feedback: { warning: 'common', suggestions: [] } })).toBeNull();
  });
});
