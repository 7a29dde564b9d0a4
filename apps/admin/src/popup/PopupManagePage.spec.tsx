import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MSG, type PopupModal } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall, fakeSessionToken, ADMIN_CLAIMS } from '@babynews/testing';
import { uploadImage } from '@babynews/ui/image';
import PopupManagePage from './PopupManagePage';

/**
 * Popup management (spec §2, §3, §7): image and on/off switch sent as `{mainImagePath, title: 'true'|'false'}`,
 * an image required to switch on (no call), a new image uploaded under `popup-modal-`, failures shown.
 * The storage and the image decoder are doubles; the API calls go through the real client.
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));
jest.mock('@babynews/ui/image', () => ({ ...jest.requireActual<object>('@babynews/ui/image'), uploadImage: jest.fn() }));
jest.mock('../asset/hooks/prepareSiteImage', () => ({ prepareSiteImage: jest.fn(async (file: File) => file) }));

const TOKEN = fakeSessionToken(ADMIN_CLAIMS);
const OFF: PopupModal = { mainImagePath: null, mainImageUrl: null, title: 'false' };
const ON: PopupModal = {
  mainImagePath: 'popup-modal-1-1-a.webp',
  mainImageUrl: 'https://babynews.test/api/uploads/files/popup-modal-1-1-a.webp',
  title: 'true',
};

function renderPage(answer: (call: FakeCall) => FakeAnswer) {
  const calls = installFakeFetch(answer);
  render(
    <MemoryRouter>
      <PopupManagePage />
    </MemoryRouter>,
  );
  return calls;
}

beforeEach(() => {
  useSession.getState().login(TOKEN);
  jest.mocked(uploadImage).mockReset();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});

describe('popup management page', () => {
  it('switching on without an image shows the message and sends nothing', async () => {
    const calls = renderPage(() => okAnswer(OFF));
    const toggle = await screen.findByRole('switch', { name: '홈 화면에 팝업 표시' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.site.popupImageRequired);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("uploads a new image under popup-modal-, switches on and sends {mainImagePath, title: 'true'}", async () => {
    jest.mocked(uploadImage).mockResolvedValueOnce('popup-modal-1-2-b.webp');
    const calls = renderPage((call) => (call.method === 'PUT' ? okAnswer({ ...ON, mainImagePath: 'popup-modal-1-2-b.webp' }) : okAnswer(OFF)));
    await userEvent.upload(await screen.findByLabelText('팝업 이미지 선택'), new File([new Uint8Array(8)], 'event.png', { type: 'image/png' }));
    expect(await screen.findByAltText('팝업 이미지 미리보기')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: '홈 화면에 팝업 표시' }));
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText(MSG.site.popupSaved)).toBeTruthy();
    expect(jest.mocked(uploadImage).mock.calls[0]![1]).toMatchObject({ prefix: 'popup-modal-' });
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/admin/updatePopupModal', { mainImagePath: 'popup-modal-1-2-b.webp', title: 'true' }],
    ]);
  });

  it("switching off keeps the stored image and uploads nothing: {mainImagePath, title: 'false'}", async () => {
    const calls = renderPage((call) => (call.method === 'PUT' ? okAnswer({ ...ON, title: 'false' }) : okAnswer(ON)));
    const toggle = await screen.findByRole('switch', { name: '홈 화면에 팝업 표시' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText(MSG.site.popupSaved)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ mainImagePath: ON.mainImagePath, title: 'false' });
    expect(jest.mocked(uploadImage)).not.toHaveBeenCalled();
    expect((screen.getByRole('switch', { name: '홈 화면에 팝업 표시' }) as HTMLInputElement).checked).toBe(false);
  });

  it("shows the server's message when saving fails", async () => {
    renderPage((call) => (call.method === 'PUT' ? errorAnswer('UPLOAD_NOT_FOUND') : okAnswer(ON)));
    await userEvent.click(await screen.findByRole('button', { name: '저장하기' }));
    expect(await screen.findByText(MSG.upload.notUploaded)).toBeTruthy();
  });

  it('a load error offers a retry that loads again', async () => {
    let fail = true;
    renderPage(() => (fail ? errorAnswer('INTERNAL_ERROR') : okAnswer(ON)));
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('switch', { name: '홈 화면에 팝업 표시' })).toBeTruthy();
  });
});
