import { LIMITS, MSG } from '@babynews/contracts';
import { fitWithin, ImageProcessError, processImage, webpFileName } from './processImage';

const MB = 1024 * 1024;

describe('fitWithin (spec §5: longest side at most 2000 px, never enlarged)', () => {
  it.each([
    [4000, 3000, 2000, 1500],
    [3000, 4000, 1500, 2000],
    [2001, 1000, 2000, 1000],
    [3001, 1000, 2000, 666],
    [2000, 2000, 2000, 2000],
    [800, 600, 800, 600],
    [10000, 3, 2000, 1],
  ])('%i×%i → %i×%i', (width, height, outWidth, outHeight) => {
    expect(fitWithin(width, height, LIMITS.imageLongestSidePx)).toEqual({ width: outWidth, height: outHeight });
  });
});

describe('webpFileName (spec §5 file-name rule)', () => {
  it('sanitises the name and swaps the extension', () => {
    expect(webpFileName('photo (1)+x.PNG')).toBe('photo_1_x.webp');
    expect(webpFileName('아기 사진.jpg', 'png')).toBe('아기_사진.png');
  });
});

describe('processImage (spec §5: 5 MB, 10 MB in the edit form, WebP 0.85, 2000 px)', () => {
  let drawn: { width: number; height: number } | null;
  let encoded: { type: string; quality: number } | null;

  beforeEach(() => {
    drawn = null;
    encoded = null;
    // jsdom has no image decoder or canvas: decode to a fixed size, record the draw and the encode.
    Object.assign(globalThis, {
      createImageBitmap: jest.fn(async () => ({ width: 4000, height: 3000, close: jest.fn() })),
    });
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      return { drawImage: () => (drawn = { width: this.width, height: this.height }) } as unknown as CanvasRenderingContext2D;
    } as never);
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type = '', quality = 0) => {
      encoded = { type, quality };
      callback(new Blob(['webp'], { type: 'image/webp' }));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const image = (bytes: number, name = '사진 (1).jpg', type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

  it('scales the longest side to 2000 px and encodes WebP at quality 0.85 under a sanitised name', async () => {
    const result = await processImage(image(1000));
    expect(drawn).toEqual({ width: 2000, height: 1500 });
    expect(encoded).toEqual({ type: 'image/webp', quality: 0.85 });
    expect(result.name).toBe('사진_1.webp');
    expect(result.type).toBe('image/webp');
  });

  it('accepts exactly 5 MB and refuses one byte more with the 5 MB message', async () => {
    await expect(processImage(image(5 * MB))).resolves.toBeInstanceOf(File);
    await expect(processImage(image(5 * MB + 1))).rejects.toEqual(new ImageProcessError(MSG.wish.imageTooLarge));
    expect(LIMITS.imageOriginalMaxBytes).toBe(5 * MB);
  });

  it('the edit form allows up to 10 MB with its own message', async () => {
    const edit = { maxBytes: LIMITS.imageOriginalEditMaxBytes, tooLargeMessage: MSG.wish.imageTooLargeEdit };
    await expect(processImage(image(10 * MB), edit)).resolves.toBeInstanceOf(File);
    await expect(processImage(image(10 * MB + 1), edit)).rejects.toThrow(MSG.wish.imageTooLargeEdit);
  });

  it('refuses a file that is not an image before reading it', async () => {
    await expect(processImage(image(10, 'notes.txt', 'text/plain'))).rejects.toThrow(MSG.wish.notImage);
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('a decode failure is the processing message', async () => {
    jest.mocked(createImageBitmap).mockRejectedValue(new Error('corrupt'));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    // jsdom's <img> cannot decode either, so the fallback fails too
    await expect(processImage(image(10))).rejects.toThrow(MSG.wish.processFailed);
  });
});
