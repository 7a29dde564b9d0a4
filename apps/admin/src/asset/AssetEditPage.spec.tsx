import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MSG, type AssetGroup } from '@babynews/contracts';
import { useSession } from '@babynews/session';
import { errorAnswer, installFakeFetch, okAnswer, type FakeAnswer, type FakeCall, fakeSessionToken, ADMIN_CLAIMS } from '@babynews/testing';
import { uploadImage } from '@babynews/ui/image';
import AssetEditPage from './AssetEditPage';
import { prepareSiteImage } from './hooks/prepareSiteImage';

/**
 * Asset group edit (spec §2, §5, §7; ARCHITECTURE §4.16): the code read-only, title, main image and
 * prioritised images sent as spec §7's payload, priority validation before any upload, the 5 MB limit
 * with its message cleared after 3 s, unknown code, load error with retry. The storage (presign + PUT)
 * and the browser's image decoder are the doubles here; the API calls go through the real client.
 */

jest.mock('../../../../libs/session/src/navigation', () => ({ leaveTo: jest.fn() }));
jest.mock('@babynews/ui/image', () => ({ ...jest.requireActual<object>('@babynews/ui/image'), uploadImage: jest.fn() }));
jest.mock('./hooks/prepareSiteImage', () => {
  const actual = jest.requireActual<{ prepareSiteImage: typeof prepareSiteImage }>('./hooks/prepareSiteImage');
  return { prepareSiteImage: jest.fn(actual.prepareSiteImage) };
});

const TOKEN = fakeSessionToken(ADMIN_CLAIMS);
const url = (path: string) => `https://babynews.test/api/uploads/files/${path}`;

const GROUP: AssetGroup = {
  code: 'landing-hero',
  title: '우리의 행복한 소식, 함께 나눠요',
  mainImageUrl: url('assets/1-1-main.webp'),
  mainImagePath: 'assets/1-1-main.webp',
  assetImages: [
    { imageUrl: url('assets/1-1-a.webp'), imagePath: 'assets/1-1-a.webp', priority: 0 },
    { imageUrl: url('assets/1-1-b.webp'), imagePath: 'assets/1-1-b.webp', priority: 1 },
  ],
};

function renderPage(answer: (call: FakeCall) => FakeAnswer, path = '/admin/asset/editAsset/landing-hero') {
  const calls = installFakeFetch(answer);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/asset/editAsset/:code" element={<AssetEditPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

beforeEach(() => {
  useSession.getState().login(TOKEN);
  jest.mocked(uploadImage).mockReset();
  jest.mocked(prepareSiteImage).mockImplementation(async (file) => new File([file], file.name.replace(/\.png$/, '.webp'), { type: 'image/webp' }));
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});

describe('asset group edit page', () => {
  it('sends the title, kept images with their priorities and new uploads under assets/ (spec §7 payload)', async () => {
    jest.mocked(uploadImage).mockResolvedValueOnce('assets/1-2-new.webp');
    const calls = renderPage((call) =>
      call.method === 'PUT'
        ? okAnswer({
            ...GROUP,
            title: '새 제목',
            assetImages: [
              { imageUrl: url('assets/1-2-new.webp'), imagePath: 'assets/1-2-new.webp', priority: 2 },
              { imageUrl: url('assets/1-1-a.webp'), imagePath: 'assets/1-1-a.webp', priority: 5 },
            ],
          })
        : okAnswer(GROUP),
    );
    const code = (await screen.findByLabelText('코드')) as HTMLInputElement;
    expect(code.value).toBe('landing-hero');
    expect(code.readOnly).toBe(true);
    expect(screen.getAllByText(MSG.site.assetImageHint)).toHaveLength(2);

    const title = screen.getByLabelText('제목');
    await userEvent.clear(title);
    await userEvent.type(title, '새 제목');
    const first = screen.getByLabelText('에셋 이미지 1 우선순위');
    await userEvent.clear(first);
    await userEvent.type(first, '5');
    await userEvent.click(screen.getByRole('button', { name: '에셋 이미지 2 삭제' }));
    await userEvent.upload(screen.getByLabelText('에셋 이미지 추가'), png('baby.png'));
    const added = (await screen.findByLabelText('에셋 이미지 2 우선순위')) as HTMLInputElement;
    await userEvent.clear(added);
    await userEvent.type(added, '2');
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));

    expect(await screen.findByText(MSG.site.assetSaved)).toBeTruthy();
    expect(jest.mocked(uploadImage)).toHaveBeenCalledTimes(1);
    expect(jest.mocked(uploadImage).mock.calls[0]![1]).toMatchObject({ prefix: 'assets/' });
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/admin/editAssetGroup/landing-hero');
    expect(put.body).toEqual({
      title: '새 제목',
      mainImagePath: 'assets/1-1-main.webp',
      originalAssetImagePaths: ['assets/1-1-a.webp'],
      assetImagePriorities: [{ imageUrl: 'assets/1-1-a.webp', priority: 5 }],
      newAssetImagePaths: ['assets/1-2-new.webp'],
      newAssetImagePriorities: [2],
    });
    // The form shows the group as stored (ordered by priority).
    const list = screen.getByRole('list', { name: '에셋 이미지 목록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect((screen.getByLabelText('에셋 이미지 1 우선순위') as HTMLInputElement).value).toBe('2');
  });

  it('refuses a priority that is not an integer of 0 or more before any upload', async () => {
    const calls = renderPage(() => okAnswer(GROUP));
    for (const typed of ['-1', '1.5']) {
      const priority = await screen.findByLabelText('에셋 이미지 1 우선순위');
      await userEvent.clear(priority);
      await userEvent.type(priority, typed);
      await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
      expect((await screen.findByRole('alert')).textContent).toBe(MSG.site.priorityInvalid);
    }
    await userEvent.clear(screen.getByLabelText('제목'));
    await userEvent.clear(screen.getByLabelText('에셋 이미지 1 우선순위'));
    await userEvent.type(screen.getByLabelText('에셋 이미지 1 우선순위'), '0');
    await userEvent.click(screen.getByRole('button', { name: '저장하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.site.assetTitleRequired);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(jest.mocked(uploadImage)).not.toHaveBeenCalled();
  });

  it("a picture over 5 MB shows '이미지 크기는 5MB 이하여야 합니다.' for 3 s and is not added", async () => {
    const actual = jest.requireActual<{ prepareSiteImage: typeof prepareSiteImage }>('./hooks/prepareSiteImage');
    jest.mocked(prepareSiteImage).mockImplementation(actual.prepareSiteImage);
    renderPage(() => okAnswer({ ...GROUP, assetImages: [] }));
    const input = await screen.findByLabelText('에셋 이미지 추가');
    jest.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.change(input, { target: { files: [png('huge.png', 5 * 1024 * 1024 + 1)] } });
      });
      expect(screen.getByRole('alert').textContent).toBe(MSG.site.assetImageTooLarge);
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.queryByText(MSG.site.assetImageTooLarge)).not.toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText(MSG.site.assetImageTooLarge)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
    expect(screen.getByText('등록된 에셋 이미지가 없어요.')).toBeTruthy();
  });

  it("shows the server's message when saving fails and keeps the form", async () => {
    renderPage((call) => (call.method === 'PUT' ? errorAnswer('FORBIDDEN') : okAnswer(GROUP)));
    await userEvent.click(await screen.findByRole('button', { name: '저장하기' }));
    expect(await screen.findByText(MSG.common.forbidden)).toBeTruthy();
    expect(useSession.getState().token).toBe(TOKEN);
  });

  it('an unknown code says the group does not exist', async () => {
    renderPage(() => errorAnswer('ASSET_GROUP_NOT_FOUND'), '/admin/asset/editAsset/no-such-group');
    expect(await screen.findByText(MSG.site.assetGroupNotFound)).toBeTruthy();
  });

  it('a load error offers a retry that loads again', async () => {
    let fail = true;
    renderPage(() => (fail ? errorAnswer('INTERNAL_ERROR') : okAnswer(GROUP)));
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    fail = false;
    await userEvent.click(retry);
    expect(((await screen.findByLabelText('제목')) as HTMLInputElement).value).toBe(GROUP.title);
  });
});
