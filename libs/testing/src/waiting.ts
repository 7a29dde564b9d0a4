/**
 * How tests wait (CODE_STYLE.md "No fixed sleep"): for the awaited condition itself, or for a barrier
 * another part of the test opens, never for a guessed duration.
 */

/** A promise and the function that resolves it: a barrier between two concurrent parts of a test. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * `n` turns of the event loop (a 0 ms timer each, so pending I/O callbacks run between them): whatever a
 * finished step runs next (promise chains, I/O callbacks) has run by then. For proving that something did
 * NOT happen, where waiting for it is impossible. Runs in Node and jsdom alike.
 */
export async function yieldTurns(n = 5): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
}

/**
 * Re-checks `condition` every `everyMs` ms (default 10) until it holds, at most `tries` times (default
 * 100). Resolves either way: the caller's `expect` on the same condition says what failed.
 */
export async function until(condition: () => boolean | Promise<boolean>, { tries = 100, everyMs = 10 } = {}): Promise<void> {
  for (let i = 0; i < tries && !(await condition()); i++) await new Promise((r) => setTimeout(r, everyMs));
}
