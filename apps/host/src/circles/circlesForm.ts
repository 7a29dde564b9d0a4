import { CIRCLES_MSG, type CirclesState, type CirclesUpdateInput } from '@babynews/contracts';

/** How the owner opens the friends circle on the card: not at all, at once, or from a day (00:00 Asia/Seoul). */
export type FriendsMode = 'closed' | 'now' | 'date';

/** The card's form: the mode, the day (`YYYY-MM-DD`, used with 'date') and the note friends see instead of the address. */
export interface CirclesForm {
  mode: FriendsMode;
  openAt: string;
  addressNote: string;
}

/** The form as the server's state `{friendsOpen, friendsOpenAt, addressNote}` fills it (ARCHITECTURE "Two circles"). */
export function formOf(state: Pick<CirclesState, 'friendsOpen' | 'friendsOpenAt' | 'addressNote'>): CirclesForm {
  return {
    mode: !state.friendsOpen ? 'closed' : state.friendsOpenAt ? 'date' : 'now',
    openAt: state.friendsOpenAt ?? '',
    addressNote: state.addressNote ?? '',
  };
}

/**
 * The body of `PUT /api/event/circles/{code}` for `form`: closed keeps the day (`friendsOpenAt` absent), 'now'
 * clears it, 'date' sends it as typed (the server checks it: `CIRCLES_MSG.friendsOpenAtInvalid`).
 */
export function bodyOf(form: CirclesForm): CirclesUpdateInput {
  const addressNote = form.addressNote;
  if (form.mode === 'closed') return { friendsOpen: false, addressNote };
  return { friendsOpen: true, friendsOpenAt: form.mode === 'date' ? form.openAt : null, addressNote };
}

/** The friends circle's state in words: open, opening on a day, or closed (the code kept for reopening). */
export function statusText(state: Pick<CirclesState, 'friendsOpen' | 'friendsOpenAt' | 'friendsOpenNow'>): string {
  if (state.friendsOpenNow) return CIRCLES_MSG.statusOpen;
  if (state.friendsOpen && state.friendsOpenAt) return CIRCLES_MSG.statusScheduled(state.friendsOpenAt);
  return CIRCLES_MSG.statusClosed;
}

/** The absolute link of the news page for `code` at `origin` (either circle's code). */
export function circleLink(origin: string, code: string): string {
  return `${origin}/event/${encodeURIComponent(code)}`;
}
