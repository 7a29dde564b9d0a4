import { ApiRequestError, callApi } from '@babynews/session';
import { ERROR_CODES, MSG, presignRoute, type PresignResponse } from '@babynews/contracts';
import { ImageUploadError, uploadImage } from './uploadImage';

jest.mock('@babynews/session', () => ({ ...jest.requireActual<object>('@babynews/session'), callApi: jest.fn() }));

/** The mocked route call (its generic signature narrowed to what these tests give and read). */
const presignCall = () => jest.mocked(callApi as unknown as (...args: unknown[]) => Promise<PresignResponse>);

/** A stand-in XMLHttpRequest that records the request and answers `status` when sent. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static status = 204;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    this.status = FakeXhr.status;
    this.onload?.();
  }
  abort() {
    this.onabort?.();
  }
}

const signed: PresignResponse = {
  url: 'https://bucket.s3.example/babynews',
  fields: { key: 'wish/7-1700000000000-0a1b2c3d4e5f.webp', 'Content-Type': 'image/webp', Policy: 'eyJ9', 'X-Amz-Signature': 'abc' },
  contentType: 'image/webp',
  path: 'wish/7-1700000000000-0a1b2c3d4e5f.webp',
};

/** uploadImage (ARCHITECTURE §4.11): presign with the size, then a signed multipart POST with the fields first and the file last. */
describe('uploadImage', () => {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.last = null;
    FakeXhr.status = 204;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    presignCall().mockReset();
  });
  afterAll(() => {
    globalThis.XMLHttpRequest = original;
  });

  it('declares the size, POSTs the signed fields in order and then the file, and returns the stored path', async () => {
    presignCall().mockResolvedValueOnce(signed);
    const file = new File([new Uint8Array(1234)], '아기 사진.webp', { type: 'image/webp' });
    const progress: number[] = [];
    const path = await uploadImage(file, { prefix: 'wish/', onProgress: (p) => progress.push(p) });

    expect(path).toBe(signed.path);
    const [route, input, options] = presignCall().mock.calls[0]!;
    expect(route).toBe(presignRoute);
    expect(input).toEqual({ body: { path: expect.stringMatching(/^wish\/\d+-아기 사진\.webp$/), size: 1234 } });
    expect(options).toMatchObject({ keepSessionOnAuthError: true });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', signed.url]);
    // The browser sets multipart/form-data with its boundary itself.
    expect(xhr.headers).toEqual({});
    const form = xhr.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);
    expect(form.get('key')).toBe(signed.fields.key);
    expect((form.get('file') as File).size).toBe(1234);
    expect(progress).toEqual([0, 50, 100]);
  });

  it('a refused signing request carries the server code and Korean message (daily quota)', async () => {
    const quota = ERROR_CODES.UPLOAD_QUOTA_EXCEEDED;
    const body = { statusCode: quota.status, code: 'UPLOAD_QUOTA_EXCEEDED', message: quota.message, error: 'Too Many Requests' };
    presignCall().mockRejectedValueOnce(new ApiRequestError(quota.status, quota.message, body));
    const error = await uploadImage(new File(['x'], 'a.png', { type: 'image/png' }), { prefix: 'wish/' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageUploadError);
    expect(error).toMatchObject({ message: MSG.upload.quotaExceeded, status: 429, code: 'UPLOAD_QUOTA_EXCEEDED' });
    expect(FakeXhr.last).toBeNull();
  });

  it('a storage refusal (e.g. S3 EntityTooLarge) is the generic upload failure', async () => {
    presignCall().mockResolvedValueOnce(signed);
    FakeXhr.status = 400;
    const error = await uploadImage(new File(['x'], 'a.webp', { type: 'image/webp' }), { prefix: 'wish/' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: MSG.wish.uploadFailed, status: 400, code: null });
  });
});
