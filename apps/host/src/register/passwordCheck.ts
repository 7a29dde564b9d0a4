import { createPasswordCheck, type PasswordCheck } from '@babynews/contracts';

let loading: Promise<PasswordCheck> | undefined;
let ready: PasswordCheck | undefined;

/**
 * The password-strength check of the pages that set a password (ARCHITECTURE §5, contracts
 * `createPasswordCheck`): zxcvbn and its language-common dictionary (~400 KB) come by a dynamic import,
 * in their own chunks, the first time a page asks — never in a first visit's bundles. Loaded once; a
 * failed load is retried on the next call (the API checks the password anyway).
 * @returns `(password, userInputs?) → Korean reason | null`.
 */
export function loadPasswordCheck(): Promise<PasswordCheck> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "zxcvbn" */ '@zxcvbn-ts/core'),
    import(/* webpackChunkName: "zxcvbn-common" */ '@zxcvbn-ts/language-common'),
  ]).then(([core, common]) => (ready = createPasswordCheck({ core, common })));
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The check when `loadPasswordCheck` has finished, else null: a submit need not wait a turn for it. */
export function readyPasswordCheck(): PasswordCheck | null {
  return ready ?? null;
}
