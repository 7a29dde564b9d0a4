import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { EventInfo } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { fakeSessionToken } from '@babynews/testing';
import { NewsFollow } from './NewsFollow';

/** The part of a news page the follow area reads. */
const news = (isFollowing: boolean | undefined) => ({ code: 'abc123', username: 'owner_mom', isFollowing }) as EventInfo;

describe('NewsFollow (ARCHITECTURE §4.6, first visit)', () => {
  beforeEach(() => {
    useSession.getState().login(fakeSessionToken({ username: 'aunt_kim', role: 'ROLE_USER', displayName: '이모' }));
  });
  afterEach(() => useSession.getState().logout());

  it("starts again from the member's own read when it replaces the public read inline in the HTML", () => {
    const view = (event: EventInfo) => (
      <MemoryRouter>
        <NewsFollow event={event} />
      </MemoryRouter>
    );
    // the HTML's public read carries no follow state: shown as not following…
    const { rerender } = render(view(news(undefined)));
    expect(screen.getByRole('button', { name: /소식 팔로우하기/ }).getAttribute('aria-pressed')).toBe('false');
    // …then the live read with the member's token says they follow this page
    rerender(view(news(true)));
    expect(screen.getByRole('button', { name: /팔로우 중/ }).getAttribute('aria-pressed')).toBe('true');
  });
});
