import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LIMITS } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { AdminGuard } from '../guard/components/AdminGuard';
import { withAdminFrame } from './withAdminFrame';
import { AdminFrame } from './components/AdminFrame';
import { fakeSessionToken, ADMIN_CLAIMS } from '@babynews/testing';

/**
 * The admin frame and guard every /admin page is wrapped in (spec §2 sidebar, spec §4 guard): the
 * guard waits 300 ms, then shows the page to an administrator with a display name and sends anyone
 * else to /login/admin; wrapping twice shows one sidebar and waits once.
 */

const tokenFor = (role: string, displayName = '관리자') => fakeSessionToken({ ...ADMIN_CLAIMS, role, displayName });

const Secret = withAdminFrame(() => <p>비밀 화면</p>);

function renderAt(path: string, element = <Secret />) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={element} />
        <Route path="/login/admin" element={<p>관리자 로그인 화면</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  useSession.getState().logout();
});
afterEach(() => {
  jest.useRealTimers();
});

it('shows the page and the sidebar to an administrator only after the 300 ms wait', () => {
  useSession.getState().login(tokenFor('ROLE_ADMIN'));
  renderAt('/admin/member/stats/details/3');
  expect(screen.queryByText('비밀 화면')).toBeNull();
  expect(screen.getByText('관리자 권한을 확인하는 중입니다...')).toBeTruthy();
  act(() => jest.advanceTimersByTime(LIMITS.adminGuardDelayMs - 1));
  expect(screen.queryByText('비밀 화면')).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('비밀 화면')).toBeTruthy();
  const nav = screen.getByRole('navigation', { name: '관리자 사이드바' });
  expect(nav.querySelector('a[href="/admin/member/stats"]')?.getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('link', { name: '공지사항 등록' }).getAttribute('href')).toBe('/admin/notice/create');
  expect(screen.getByRole('link', { name: '랜딩 대표 이미지' }).getAttribute('href')).toBe('/admin/asset/editAsset/landing-hero');
  expect(screen.getByRole('link', { name: '홈 팝업 관리' }).getAttribute('href')).toBe('/admin/managePopupModal');
  expect(screen.getByRole('link', { name: '사이트 홈' }).getAttribute('href')).toBe('/');
  expect(screen.getByRole('link', { name: '관리자 홈' }).getAttribute('aria-current')).toBeNull();
});

it.each([
  ['signed out', () => undefined],
  ['a member', () => void useSession.getState().login(tokenFor('ROLE_USER', '콩이엄마'))],
  ['an administrator without a display name', () => void useSession.getState().login(tokenFor('ROLE_ADMIN', ''))],
  [
    'an administrator whose stored token is gone',
    () => {
      useSession.getState().login(tokenFor('ROLE_ADMIN'));
      localStorage.clear();
      document.cookie = 'token=; max-age=0; path=/';
    },
  ],
])('sends %s to /login/admin after 300 ms', (_who, signIn) => {
  signIn();
  renderAt('/admin/notice/create');
  act(() => jest.advanceTimersByTime(LIMITS.adminGuardDelayMs - 1));
  expect(screen.queryByText('관리자 로그인 화면')).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('관리자 로그인 화면')).toBeTruthy();
  expect(screen.queryByText('비밀 화면')).toBeNull();
});

it('a page that wraps itself again gets one sidebar and one wait', () => {
  useSession.getState().login(tokenFor('ROLE_ADMIN'));
  const Twice = withAdminFrame(() => (
    <AdminGuard>
      <AdminFrame>
        <p>두 번 감싼 화면</p>
      </AdminFrame>
    </AdminGuard>
  ));
  renderAt('/admin', <Twice />);
  act(() => jest.advanceTimersByTime(LIMITS.adminGuardDelayMs));
  expect(screen.getByText('두 번 감싼 화면')).toBeTruthy();
  expect(screen.getAllByRole('navigation', { name: '관리자 사이드바' })).toHaveLength(1);
});
