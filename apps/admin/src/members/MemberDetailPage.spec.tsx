import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ADMIN_MSG, MEMBER_MAIL_MSG, MSG, type AdminMemberDetails } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, okAnswer, fakeSessionToken, ADMIN_CLAIMS } from '@babynews/testing';
import MemberDetailPage from './MemberDetailPage';

/** The member detail (spec §2, §3): every field, dates as 'year. month. day' in Seoul, the role in Korean, 404 and error states. */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));

const TOKEN = fakeSessionToken(ADMIN_CLAIMS);

const DETAILS: AdminMemberDetails = {
  id: 7,
  username: 'kongi_mom',
  email: 'kongi@example.com',
  displayName: '콩이엄마',
  realName: '김하늘',
  phoneNumber: '01012345678',
  role: 'ROLE_USER',
  provider: 'kakao',
  postCode: '06236',
  address: '서울 강남구 테헤란로 1',
  detailAddress: null,
  createdAt: '2026-01-04T16:00:00.000Z',
  updatedAt: '2026-11-23T01:00:00.000Z',
  emailVerified: false,
};

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/admin/member/stats/details/7']}>
      <Routes>
        <Route path="/admin/member/stats/details/:id" element={<MemberDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSession.getState().login(TOKEN);
});

it('shows every member field', async () => {
  const calls = installFakeFetch(() => okAnswer(DETAILS));
  renderPage();
  expect(await screen.findByText('kongi@example.com')).toBeTruthy();
  const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
  expect(value('이름')).toBe('김하늘');
  expect(value('권한')).toBe('일반 회원');
  expect(value('가입 방식')).toBe('카카오');
  expect(value('가입일')).toBe('2026. 1. 5.');
  expect(value('정보 수정일')).toBe('2026. 11. 23.');
  expect(value('상세주소')).toBe('-');
  expect(value(MEMBER_MAIL_MSG.adminEmailVerifiedLabel)).toBe(MEMBER_MAIL_MSG.adminEmailUnverified);
  expect(calls[0].path).toBe('/admin/fetchMemberDetails/7');
});

it('says when the member verified the e-mail address', async () => {
  installFakeFetch(() => okAnswer({ ...DETAILS, emailVerified: true }));
  renderPage();
  expect(await screen.findByText('kongi@example.com')).toBeTruthy();
  expect(screen.getByText(MEMBER_MAIL_MSG.adminEmailVerifiedLabel).nextElementSibling?.textContent).toBe(MEMBER_MAIL_MSG.adminEmailVerified);
});

it('says when the member does not exist, and offers a retry on other failures', async () => {
  installFakeFetch(() => errorAnswer('MEMBER_NOT_FOUND'));
  renderPage();
  expect(await screen.findByText(ADMIN_MSG.memberNotFound)).toBeTruthy();
  expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
});

it('shows the detail failure with a retry', async () => {
  installFakeFetch(() => {
    throw new Error('offline');
  });
  renderPage();
  expect(await screen.findByText(MSG.admin.memberDetailFailed)).toBeTruthy();
  expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
});
