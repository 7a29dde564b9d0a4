import { createPasswordCheck, type PasswordCheck } from '@babynews/contracts';
import * as core from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

let check: PasswordCheck | undefined;

/**
 * The API's password-strength check (ARCHITECTURE §5, contracts `createPasswordCheck`): zxcvbn with the
 * language-common dictionary, built on first use (indexing the dictionary takes tens of ms) and kept.
 * `(password, userInputs)` → the Korean reason it is too weak, or null.
 */
export function passwordWeakness(password: string, userInputs: string[] = []): string | null {
  check ??= createPasswordCheck({ core, common });
  return check(password, userInputs);
}
