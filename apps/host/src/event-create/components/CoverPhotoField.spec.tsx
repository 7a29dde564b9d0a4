import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COVER_MSG, MSG, type EventInfo, type SavedEventSummary } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { fakeSessionToken, installFakeFetch, okAnswer, type FakeCall } from '@babynews/testing';
import { ImageUploadError, processImage, uploadImage } from '@babynews/ui/image';
import { EditInfoForm } from '../../manage/components/EditInfoForm';

/**
 * The cover photo of the news form (ARCHITECTURE "Cover photo and link card"), through the manage page's
 * '소식 정보 수정' (the same form as creation): the stored cover is shown; untouched, no `coverPath` is sent
 * (absent keeps); a new picture is converted, uploaded under `wish/` on submit and sent as `coverPath`, then
 * shown from the answer; '이미지 삭제' sends `coverPath: null`; a failed upload shows its message and saves
 * nothing; the form waits while a picture converts. The image decoder and the storage are doubles; the
 * API calls go through the real client.
 */

jest.mock('../../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));
jest.mock('../../../../../libs/ui/src/image/processImage', () => ({
  ...jest.requireActual<object>('../../../../../libs/ui/src/image/processImage'),
  processImage: jest.fn(async (file: File) => file),
}));
jest.mock('@babynews/ui/image', () => ({ ...jest.requireActual<object>('@babynews/ui/image'), uploadImage: jest.fn() }));

const CODE = 'abcdefgh12345678';
const STORED = { url: 'https://babynews.test/api/uploads/files/covers/7-1700000000000-0a1b2c3d4e5f.webp', width: 800, height: 600 };
const NEW_URL = 'https://babynews.test/api/uploads/files/covers/7-1700000000001-0a1b2c3d4e60.webp';
const EVENT: EventInfo = {
  code: CODE,
  title: '콩이가 와요',
  description: '곧 만나요',
  displayName: '콩이엄마',
  username: 'kongi_mom',
  wishList: [],
  quizList: [],
  postCode: '06236',
  address: '서울 강남구 테헤란로 1',
  detailAddress: '101호',
  coverImage: STORED,
};

/** The update's answer: the summary with the cover the request asked for. */
function answerFor(call: FakeCall): SavedEventSummary {
  const body = call.body as { title: string; coverPath?: string | null };
  const coverImage = body.coverPath === undefined ? STORED : body.coverPath === null ? null : { url: NEW_URL, width: 600, height: 800 };
  return { code: CODE, title: body.title, description: '곧 만나요', dueDate: null, surpriseMode: false, revealAt: null, hideCountdown: false, coverImage };
}

function renderForm(event: EventInfo = EVENT) {
  const calls = installFakeFetch((call) => okAnswer(answerFor(call)));
  render(<EditInfoForm event={event} onSaved={() => undefined} />);
  return calls;
}

const updates = (calls: FakeCall[]) => calls.filter((c) => c.method === 'PUT' && c.path === `/event/update/${CODE}`);
const save = () => userEvent.click(screen.getByRole('button', { name: '저장하기' }));
const preview = () => screen.queryByAltText<HTMLImageElement>('선택한 이미지 미리보기');
const photo = () => new File([new Uint8Array(16)], 'ultrasound.webp', { type: 'image/webp' });

beforeEach(() => {
  useSession.getState().login(fakeSessionToken());
  jest.mocked(uploadImage).mockReset();
  jest.mocked(processImage).mockClear();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:cover-preview'), revokeObjectURL: jest.fn() });
});

describe('news form: cover photo', () => {
  it('shows the stored cover; saving without touching it sends no coverPath and uploads nothing', async () => {
    const calls = renderForm();
    expect(screen.getByLabelText(COVER_MSG.label)).toBeTruthy();
    expect(preview()?.src).toBe(STORED.url);
    await save();
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0]!.body).not.toHaveProperty('coverPath');
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('a new picture is converted, uploaded under wish/ on submit and sent as coverPath; the answer’s cover is shown and kept', async () => {
    jest.mocked(uploadImage).mockResolvedValueOnce('wish/7-1700000000001-0a1b2c3d4e60.webp');
    const calls = renderForm();
    await userEvent.upload(screen.getByLabelText(COVER_MSG.label), photo());
    await waitFor(() => expect(preview()?.src).toBe('blob:cover-preview'));
    expect(processImage).toHaveBeenCalledTimes(1);
    expect(uploadImage).not.toHaveBeenCalled(); // nothing leaves the phone before '저장하기'

    await save();
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(jest.mocked(uploadImage).mock.calls[0]![1]).toMatchObject({ prefix: 'wish/' });
    expect(updates(calls)[0]!.body).toMatchObject({ title: '콩이가 와요', coverPath: 'wish/7-1700000000001-0a1b2c3d4e60.webp' });
    await waitFor(() => expect(preview()?.src).toBe(NEW_URL));

    // Saved: the next save keeps it (no second upload, no coverPath).
    await save();
    await waitFor(() => expect(updates(calls)).toHaveLength(2));
    expect(updates(calls)[1]!.body).not.toHaveProperty('coverPath');
    expect(uploadImage).toHaveBeenCalledTimes(1);
  });

  it("'이미지 삭제' sends coverPath: null and the picker is empty afterwards", async () => {
    const calls = renderForm();
    await userEvent.click(screen.getByRole('button', { name: '이미지 삭제' }));
    expect(preview()).toBeNull();
    await save();
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0]!.body).toMatchObject({ coverPath: null });
    await waitFor(() => expect(screen.getByText('이미지 선택')).toBeTruthy());
    expect(preview()).toBeNull();
  });

  it('a failed upload shows its Korean message and saves nothing', async () => {
    jest.mocked(uploadImage).mockRejectedValueOnce(new ImageUploadError(MSG.wish.uploadFailed, 0));
    const calls = renderForm();
    await userEvent.upload(screen.getByLabelText(COVER_MSG.label), photo());
    await waitFor(() => expect(preview()?.src).toBe('blob:cover-preview'));
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.wish.uploadFailed);
    expect(updates(calls)).toEqual([]);
  });

  it('while a picture converts, the form cannot be sent', async () => {
    let finish!: (file: File) => void;
    jest.mocked(processImage).mockImplementationOnce(() => new Promise<File>((resolve) => (finish = resolve)));
    const calls = renderForm();
    await userEvent.upload(screen.getByLabelText(COVER_MSG.label), photo());
    expect(await screen.findByText('이미지 처리 중...')).toBeTruthy();
    expect((screen.getByRole('button', { name: '저장하기' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish(photo()));
    expect((screen.getByRole('button', { name: '저장하기' }) as HTMLButtonElement).disabled).toBe(false);
    expect(updates(calls)).toEqual([]);
  });
});
