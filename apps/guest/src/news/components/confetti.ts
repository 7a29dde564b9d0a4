import { STORAGE_KEYS } from '@babynews/contracts';

/** The confetti of `@babynews/ui/motion`, as a module of this app the news page fetches on arrival (NewsConfetti). */
export { Confetti } from '@babynews/ui/motion';

/**
 * True the first time this browser bursts the birth announcement's confetti of news page `code` (then
 * remembered in localStorage, `STORAGE_KEYS.birthConfetti`), false afterwards; true when the storage cannot
 * be used (private mode: rather once too often than never). Here, not in the page, so that a first visit
 * carries none of it (ARCHITECTURE "Birth announcement").
 */
export function firstBirthBurst(code: string): boolean {
  const key = STORAGE_KEYS.birthConfetti(code);
  try {
    if (localStorage.getItem(key) !== null) return false;
    localStorage.setItem(key, '1');
  } catch {
    // no storage: nothing to remember it in
  }
  return true;
}
