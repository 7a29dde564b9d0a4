/**
 * Leaves the single-page app with a full page load of `path`: a same-origin path (e.g. '/') when the
 * session ends (spec §4, §8), so every remote starts again from a clean state, or a social provider's
 * authorization URL. One function so that unit tests can replace it (jsdom cannot navigate).
 */
export function leaveTo(path: string): void {
  window.location.assign(path);
}
