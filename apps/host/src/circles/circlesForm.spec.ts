import { CIRCLES_MSG } from '@babynews/contracts';
import { bodyOf, circleLink, formOf, statusText } from './circlesForm';

describe('circles form (ARCHITECTURE "Two circles")', () => {
  it('reads the state into the mode and back into the PUT body', () => {
    expect(formOf({ friendsOpen: false, friendsOpenAt: '2031-05-05', addressNote: null })).toEqual({ mode: 'closed', openAt: '2031-05-05', addressNote: '' });
    expect(formOf({ friendsOpen: true, friendsOpenAt: null, addressNote: '메모' })).toEqual({ mode: 'now', openAt: '', addressNote: '메모' });
    expect(formOf({ friendsOpen: true, friendsOpenAt: '2031-05-05', addressNote: null }).mode).toBe('date');
    expect(bodyOf({ mode: 'closed', openAt: '2031-05-05', addressNote: 'a' })).toEqual({ friendsOpen: false, addressNote: 'a' });
    expect(bodyOf({ mode: 'now', openAt: '2031-05-05', addressNote: '' })).toEqual({ friendsOpen: true, friendsOpenAt: null, addressNote: '' });
    expect(bodyOf({ mode: 'date', openAt: '2031-05-05', addressNote: '' })).toEqual({ friendsOpen: true, friendsOpenAt: '2031-05-05', addressNote: '' });
  });

  it('says whether the friends circle is open, opening on a day, or closed; links carry the given code', () => {
    expect(statusText({ friendsOpen: true, friendsOpenAt: null, friendsOpenNow: true })).toBe(CIRCLES_MSG.statusOpen);
    expect(statusText({ friendsOpen: true, friendsOpenAt: '2031-05-05', friendsOpenNow: false })).toBe(CIRCLES_MSG.statusScheduled('2031-05-05'));
    expect(statusText({ friendsOpen: false, friendsOpenAt: null, friendsOpenNow: false })).toBe(CIRCLES_MSG.statusClosed);
    expect(circleLink('https://a.test', 'abc')).toBe('https://a.test/event/abc');
  });
});
