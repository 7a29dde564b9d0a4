import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BIRTH_ENTRY_MSG, BIRTH_MSG, type EventInfo, type NewsBirth } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, fakeSessionToken, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall } from '@babynews/testing';
import { ImageUploadError, uploadImage } from '@babynews/ui/image';
import { MSG } from '@babynews/contracts';
import BirthPage from './BirthPage';

/**
 * The birth editor `/event/birth/{code}` (ARCHITECTURE "Birth announcement"): loads the owner's read and
 * starts from its announcement; adds and removes babies (one to three); checks with the API's schema before
 * sending (Korean messages, nothing sent); `PUT /api/event/birth/{code}` with the body the API takes, the
 * photo uploaded first; '출생 소식 내리기' asks, then `DELETE`; failures show the server's message and the
 * form stays; a failed load offers a retry. The API calls go through the real client.
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));
jest.mock('../../../../libs/ui/src/image/processImage', () => ({
  ...jest.requireActual<object>('../../../../libs/ui/src/image/processImage'),
  processImage: jest.fn(async (file: File) => file),
}));
jest.mock('@babynews/ui/image', () => ({ ...jest.requireActual<object>('@babynews/ui/image'), uploadImage: jest.fn() }));

const CODE = 'abcdefgh12345678';
const STORED: NewsBirth = {
  bornAt: '2026-05-12T00:30:00.000Z',
  babies: [{ name: '하늘이', weightKg: 3.2, heightCm: 50 }],
  photoUrl: 'https://babynews.test/api/uploads/files/covers/1-1700000000000-0a1b2c3d4e5f.webp',
  message: '건강해요',
};
const event = (birth: NewsBirth | null): EventInfo => ({
  code: CODE,
  title: '콩이가 와요',
  description: '',
  displayName: '콩이엄마',
  username: 'kongi_mom',
  isOwner: true,
  wishList: [],
  quizList: [],
  birth,
});

const puts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT' && c.path === `/event/birth/${CODE}`);
const deletes = (calls: FakeCall[]) => calls.filter((c) => c.method === 'DELETE' && c.path === `/event/birth/${CODE}`);

/** The page at `/event/birth/{code}` with my page behind it; `answer` answers the calls after the owner's read. */
function renderPage(
  birth: NewsBirth | null,
  answer: (call: FakeCall) => FakeAnswer = (call) => okAnswer(call.method === 'DELETE' ? { code: CODE, birth: null } : STORED),
) {
  const calls = installFakeFetch((call) => (call.method === 'GET' ? okAnswer(event(birth)) : answer(call)));
  render(
    <MemoryRouter initialEntries={[`/event/birth/${CODE}`]}>
      <Routes>
        <Route path="/event/birth/:code" element={<BirthPage />} />
        <Route path="/user/mypage" element={<p>마이페이지 화면</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const field = (name: string | RegExp) => screen.getByLabelText<HTMLInputElement>(name);
async function fillBirth(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(BIRTH_MSG.dateLabel), '2026-05-12');
  await user.type(field(BIRTH_MSG.timeLabel), '09:30');
}

beforeEach(() => {
  useSession.getState().login(fakeSessionToken());
  jest.mocked(uploadImage).mockReset();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:birth-preview'), revokeObjectURL: jest.fn() });
});

const photo = () => new File([new Uint8Array(16)], 'baby.webp', { type: 'image/webp' });

describe('the birth editor', () => {
  it('a first announcement: one baby, then twins; the form’s checks in Korean and nothing sent; then PUT with the API’s body and back to my page', async () => {
    const user = userEvent.setup();
    const calls = renderPage(null);
    expect(await screen.findByText(BIRTH_MSG.mailNotice)).toBeTruthy();
    expect(screen.queryByRole('button', { name: BIRTH_MSG.remove })).toBeNull();

    await user.click(screen.getByRole('button', { name: BIRTH_ENTRY_MSG.announce }));
    expect(screen.getByRole('alert').textContent).toBe(BIRTH_MSG.bornAtRequired);
    await fillBirth(user);
    await user.click(screen.getByRole('button', { name: BIRTH_ENTRY_MSG.announce }));
    expect(screen.getByRole('alert').textContent).toBe(BIRTH_MSG.nameRequired);

    const first = screen.getByRole('group', { name: BIRTH_MSG.babyHeading(1) });
    await user.type(within(first).getByLabelText(BIRTH_MSG.nameLabel), '하늘이');
    await user.type(within(first).getByLabelText(BIRTH_MSG.weightLabel), '3.25');
    await user.click(screen.getByRole('button', { name: BIRTH_ENTRY_MSG.announce }));
    expect(screen.getByRole('alert').textContent).toBe(BIRTH_MSG.weightInvalid);
    await user.clear(within(first).getByLabelText(BIRTH_MSG.weightLabel));
    await user.type(within(first).getByLabelText(BIRTH_MSG.weightLabel), '3.2');

    await user.click(screen.getByRole('button', { name: BIRTH_MSG.addBaby }));
    const second = screen.getByRole('group', { name: BIRTH_MSG.babyHeading(2) });
    await user.type(within(second).getByLabelText(BIRTH_MSG.nameLabel), '바다');
    await user.type(within(second).getByLabelText(BIRTH_MSG.heightLabel), '48.5');
    expect(puts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: BIRTH_ENTRY_MSG.announce }));
    expect(await screen.findByText('마이페이지 화면')).toBeTruthy();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]!.body).toEqual({
      bornAt: '2026-05-12T09:30:00+09:00',
      babies: [
        { name: '하늘이', weightKg: 3.2, heightCm: null },
        { name: '바다', weightKg: null, heightCm: 48.5 },
      ],
      message: null,
    });
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('up to three babies: the add button goes at three; a baby can be removed again', async () => {
    const user = userEvent.setup();
    renderPage(null);
    await screen.findByText(BIRTH_MSG.mailNotice);
    expect(screen.queryByRole('button', { name: BIRTH_MSG.removeBaby(1) })).toBeNull();
    await user.click(screen.getByRole('button', { name: BIRTH_MSG.addBaby }));
    await user.click(screen.getByRole('button', { name: BIRTH_MSG.addBaby }));
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: BIRTH_MSG.addBaby })).toBeNull();
    await user.click(screen.getByRole('button', { name: BIRTH_MSG.removeBaby(2) }));
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(screen.getByRole('button', { name: BIRTH_MSG.addBaby })).toBeTruthy();
  });

  it('an edit starts from the stored announcement (Seoul time, photo) and keeps the photo by leaving photoPath out', async () => {
    const user = userEvent.setup();
    const calls = renderPage(STORED);
    expect(await screen.findByDisplayValue('하늘이')).toBeTruthy();
    expect(field(BIRTH_MSG.dateLabel).value).toBe('2026-05-12');
    expect(field(BIRTH_MSG.timeLabel).value).toBe('09:30');
    expect(screen.getByDisplayValue('건강해요')).toBeTruthy();
    expect(screen.getByAltText<HTMLImageElement>('선택한 이미지 미리보기').src).toBe(STORED.photoUrl);
    await user.click(screen.getByRole('button', { name: BIRTH_MSG.save }));
    await screen.findByText('마이페이지 화면');
    expect(puts(calls)[0]!.body).not.toHaveProperty('photoPath');
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('a new photo is uploaded under wish/ on save and sent as photoPath; removing it sends null', async () => {
    const user = userEvent.setup();
    jest.mocked(uploadImage).mockResolvedValueOnce('wish/1-1700000000001-0a1b2c3d4e60.webp');
    const calls = renderPage(STORED);
    await screen.findByDisplayValue('하늘이');
    await user.upload(screen.getByLabelText(BIRTH_MSG.photoLabel), photo());
    await waitFor(() => expect(screen.getByAltText<HTMLImageElement>('선택한 이미지 미리보기').src).toBe('blob:birth-preview'));
    expect(uploadImage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: BIRTH_MSG.save }));
    await screen.findByText('마이페이지 화면');
    expect(jest.mocked(uploadImage).mock.calls[0]![1]).toMatchObject({ prefix: 'wish/' });
    expect(puts(calls)[0]!.body).toMatchObject({ photoPath: 'wish/1-1700000000001-0a1b2c3d4e60.webp' });
  });

  it('removing the photo sends photoPath: null; a failed upload shows its message and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = renderPage(STORED);
    await screen.findByDisplayValue('하늘이');
    jest.mocked(uploadImage).mockRejectedValueOnce(new ImageUploadError(MSG.wish.uploadFailed, 0));
    await user.upload(screen.getByLabelText(BIRTH_MSG.photoLabel), photo());
    await waitFor(() => expect(screen.getByAltText<HTMLImageElement>('선택한 이미지 미리보기').src).toBe('blob:birth-preview'));
    await user.click(screen.getByRole('button', { name: BIRTH_MSG.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.wish.uploadFailed);
    expect(puts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '이미지 삭제' }));
    await user.click(screen.getByRole('button', { name: BIRTH_MSG.save }));
    await screen.findByText('마이페이지 화면');
    expect(puts(calls)[0]!.body).toMatchObject({ photoPath: null });
  });

  it('a failed save shows the server’s message and stays', async () => {
    const user = userEvent.setup();
    renderPage(STORED, () => errorAnswer('VALIDATION_FAILED', BIRTH_MSG.bornAtFuture));
    await screen.findByDisplayValue('하늘이');
    await user.click(screen.getByRole('button', { name: BIRTH_MSG.save }));
    expect(await screen.findByText(BIRTH_MSG.bornAtFuture)).toBeTruthy();
    expect(screen.queryByText('마이페이지 화면')).toBeNull();
  });

  it('taking it down asks first, then DELETE and back to my page; already gone counts as done', async () => {
    const user = userEvent.setup();
    const calls = renderPage(STORED);
    await screen.findByDisplayValue('하늘이');
    await user.click(screen.getByRole('button', { name: BIRTH_MSG.remove }));
    const dialog = screen.getByRole('dialog', { name: BIRTH_MSG.removeConfirmTitle });
    await user.click(within(dialog).getByRole('button', { name: BIRTH_MSG.removeCancel }));
    expect(deletes(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: BIRTH_MSG.remove }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: BIRTH_MSG.remove }));
    expect(await screen.findByText('마이페이지 화면')).toBeTruthy();
    expect(deletes(calls)).toHaveLength(1);
  });

  it('a DELETE the server refuses shows its message; BIRTH_NOT_FOUND is taken as done', async () => {
    const user = userEvent.setup();
    renderPage(STORED, (call) => (call.method === 'DELETE' ? errorAnswer('INTERNAL_ERROR') : okAnswer(STORED)));
    await screen.findByDisplayValue('하늘이');
    await user.click(screen.getByRole('button', { name: BIRTH_MSG.remove }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: BIRTH_MSG.remove }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('마이페이지 화면')).toBeNull();

    installFakeFetch((call) => (call.method === 'DELETE' ? errorAnswer('BIRTH_NOT_FOUND') : okAnswer(event(STORED))));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: BIRTH_MSG.remove }));
    expect(await screen.findByText('마이페이지 화면')).toBeTruthy();
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    installFakeFetch(() => (fail ? errorAnswer('INTERNAL_ERROR') : okAnswer(event(null))));
    render(
      <MemoryRouter initialEntries={[`/event/birth/${CODE}`]}>
        <Routes>
          <Route path="/event/birth/:code" element={<BirthPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    fail = false;
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByLabelText(BIRTH_MSG.dateLabel)).toBeTruthy());
  });
});
