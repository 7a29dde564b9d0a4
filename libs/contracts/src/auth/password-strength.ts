import type { OptionsType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { LIMITS } from '../common/limits';
import { SECURITY_MSG } from './security-messages';

/**
 * Weak-password refusal of sign-up and any later password change (ARCHITECTURE §5): a new password must
 * reach zxcvbn's score LIMITS.passwordMinScore (0–4 scale) with the language-common dictionary
 * (`@zxcvbn-ts/core` + `@zxcvbn-ts/language-common`). This file only TYPES those packages: the
 * dictionary is ~400 KB, so the API imports them statically and the front ends load them by a dynamic
 * import on the pages that set a password, never on a first visit. Both pass the loaded modules to
 * `createPasswordCheck`.
 */

/** Korean texts of the password-strength check: zxcvbn's warning and suggestion keys → one sentence each. */
export const PASSWORD_STRENGTH_MSG = {
  /** Shown when zxcvbn names no known reason (or a key this table does not know). */
  general: SECURITY_MSG.passwordTooWeak,
  warnings: {
    straightRow: '키보드에서 나란히 있는 글자는 추측하기 쉬워요. 다른 비밀번호를 사용해주세요.',
    keyPattern: '짧은 키보드 패턴은 추측하기 쉬워요. 다른 비밀번호를 사용해주세요.',
    simpleRepeat: "'aaa'처럼 같은 글자를 반복하면 추측하기 쉬워요. 다른 비밀번호를 사용해주세요.",
    extendedRepeat: "'abcabc'처럼 같은 묶음을 반복하면 추측하기 쉬워요. 다른 비밀번호를 사용해주세요.",
    sequences: "'abc', '1234' 같은 연속된 글자는 추측하기 쉬워요. 다른 비밀번호를 사용해주세요.",
    recentYears: '최근 연도는 추측하기 쉬워요. 다른 비밀번호를 사용해주세요.',
    dates: '날짜는 추측하기 쉬워요. 다른 비밀번호를 사용해주세요.',
    topTen: '가장 많이 쓰이는 비밀번호 중 하나예요. 다른 비밀번호를 사용해주세요.',
    topHundred: '매우 자주 쓰이는 비밀번호예요. 다른 비밀번호를 사용해주세요.',
    common: '흔히 쓰이는 비밀번호예요. 다른 비밀번호를 사용해주세요.',
    similarToCommon: '흔히 쓰이는 비밀번호와 비슷해요. 다른 비밀번호를 사용해주세요.',
    wordByItself: '단어 하나만으로는 추측하기 쉬워요. 여러 단어를 이어 써주세요.',
    namesByThemselves: '이름만으로는 추측하기 쉬워요. 다른 비밀번호를 사용해주세요.',
    commonNames: '흔한 이름과 성은 추측하기 쉬워요. 다른 비밀번호를 사용해주세요.',
    userInputs: '아이디, 이메일, 닉네임이 들어간 비밀번호는 추측하기 쉬워요. 다른 비밀번호를 사용해주세요.',
    pwned: '유출된 적이 있는 비밀번호예요. 다른 비밀번호를 사용해주세요.',
  } as Record<string, string>,
  suggestions: {
    anotherWord: '예측하기 어려운 단어를 더 넣어주세요.',
    useWords: '여러 단어를 이어 쓰되 흔한 문구는 피해주세요.',
    capitalization: '대문자는 첫 글자뿐 아니라 중간에도 섞어주세요.',
    allUppercase: '전부 대문자보다는 일부만 대문자로 써주세요.',
    reverseWords: '단어를 거꾸로 쓰는 것만으로는 부족해요. 다른 비밀번호를 사용해주세요.',
    l33t: "'a'를 '@'로 바꾸는 것처럼 뻔한 치환은 피해주세요.",
    dates: '나와 관련된 날짜나 연도는 피해주세요.',
    recentYears: '최근 연도는 피해주세요.',
    associatedYears: '나와 관련된 연도는 피해주세요.',
    sequences: '연속된 글자는 피해주세요.',
    repeated: '같은 단어나 글자의 반복은 피해주세요.',
    longerKeyboardPattern: '키보드 패턴은 더 길게, 방향을 여러 번 바꿔서 써주세요.',
    pwned: '다른 곳에서 쓰는 비밀번호라면 바꿔주세요.',
  } as Record<string, string>,
} as const;

/** What the check reads of a zxcvbn result (`ZxcvbnResult`): the score 0–4 and the feedback's keys. */
export interface PasswordStrengthResult {
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
}

/**
 * The Korean reason a zxcvbn result is too weak, or null when it reaches LIMITS.passwordMinScore:
 * zxcvbn's warning in Korean, else its first suggestion, else PASSWORD_STRENGTH_MSG.general.
 */
export function weakPasswordReason(result: PasswordStrengthResult): string | null {
  if (result.score >= LIMITS.passwordMinScore) return null;
  const { warning, suggestions } = result.feedback;
  return (
    (warning ? PASSWORD_STRENGTH_MSG.warnings[warning] : undefined) ??
    (suggestions[0] ? PASSWORD_STRENGTH_MSG.suggestions[suggestions[0]] : undefined) ??
    PASSWORD_STRENGTH_MSG.general
  );
}

/** The two zxcvbn packages as loaded (`import * as core from '@zxcvbn-ts/core'`, same for language-common). */
export interface PasswordStrengthModules {
  core: { ZxcvbnFactory: new (options?: OptionsType) => ZxcvbnFactory };
  common: { dictionary: NonNullable<OptionsType['dictionary']>; adjacencyGraphs: NonNullable<OptionsType['graphs']> };
}

/**
 * `(password, userInputs?) → Korean reason | null`: zxcvbn with the language-common dictionary and
 * keyboard graphs; `userInputs` (username, e-mail, nickname) count as words an attacker knows.
 * Build it once: the factory indexes the dictionary (tens of ms).
 */
export type PasswordCheck = (password: string, userInputs?: string[]) => string | null;

/** Builds a `PasswordCheck` from the loaded zxcvbn packages (see the file's note on loading). */
export function createPasswordCheck({ core, common }: PasswordStrengthModules): PasswordCheck {
  const zxcvbn = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return (password, userInputs = []) => weakPasswordReason(zxcvbn.check(password, userInputs));
}
