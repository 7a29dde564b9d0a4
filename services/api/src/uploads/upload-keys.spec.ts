import { LocalUrlSigner } from './local-signature';
import { imageUrlFor, storageOrigins } from './public-url';
import { ADMIN_PREFIXES, contentTypeOfKey, hasImageSignature, isOwnKey, KEY_PATTERN, MEMBER_PREFIXES, newUploadKey, readRequestedPath } from './upload-keys';

describe('upload keys (ARCHITECTURE §4.11, §4.18)', () => {
  it('reads the prefix and the image type of a requested path', () => {
    expect(readRequestedPath('wish/1700000000000-photo.webp', MEMBER_PREFIXES)).toEqual({
      ok: true,
      prefix: 'wish/',
      contentType: 'image/webp',
      extension: 'webp',
    });
    expect(readRequestedPath('wish/a.JPEG', MEMBER_PREFIXES)).toMatchObject({ ok: true, contentType: 'image/jpeg', extension: 'jpg' });
    expect(readRequestedPath('notices/1-a.png', MEMBER_PREFIXES)).toEqual({ ok: false, reason: 'prefix' });
    expect(readRequestedPath('notices/1-a.png', ADMIN_PREFIXES)).toMatchObject({ ok: true, prefix: 'notices/' });
    expect(readRequestedPath('popup-modal-1.gif', ADMIN_PREFIXES)).toMatchObject({ ok: true, prefix: 'popup-modal-', contentType: 'image/gif' });
    expect(readRequestedPath('../wish/a.png', MEMBER_PREFIXES)).toEqual({ ok: false, reason: 'prefix' });
    for (const bad of ['wish/a.svg', 'wish/a.html', 'wish/a', 'wish/a.png.exe'])
      expect(readRequestedPath(bad, MEMBER_PREFIXES)).toEqual({ ok: false, reason: 'type' });
  });

  it('issues unique well-formed keys per member and recognises them', () => {
    const a = newUploadKey('wish/', 12, 'image/webp', 1_700_000_000_000);
    const b = newUploadKey('wish/', 12, 'image/webp', 1_700_000_000_000);
    expect(a).toMatch(/^wish\/12-1700000000000-[0-9a-f]{12}\.webp$/);
    expect(a).not.toBe(b);
    expect(KEY_PATTERN.test(a)).toBe(true);
    expect(contentTypeOfKey(a)).toBe('image/webp');
    expect(isOwnKey(a, 'wish/', 12)).toBe(true);
    expect(isOwnKey(a, 'wish/', 1)).toBe(false);
    expect(isOwnKey(a.replace('wish/', 'notices/'), 'wish/', 12)).toBe(false);
    for (const bad of [
      'wish/../../etc/passwd',
      'wish/12-1700000000000-0a1b2c3d4e5f.webp/x',
      '/wish/12-1700000000000-0a1b2c3d4e5f.webp',
      'wish/12-1700000000000-0A1B2C3D4E5F.webp',
    ]) {
      expect(contentTypeOfKey(bad)).toBeNull();
    }
  });

  it('recognises image files by their first bytes', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const gif = Buffer.from('GIF89a\0\0\0\0\0\0', 'latin1');
    const webp = Buffer.from('RIFF\x10\0\0\0WEBP', 'latin1');
    expect(hasImageSignature(png, 'image/png')).toBe(true);
    expect(hasImageSignature(jpeg, 'image/jpeg')).toBe(true);
    expect(hasImageSignature(gif, 'image/gif')).toBe(true);
    expect(hasImageSignature(webp, 'image/webp')).toBe(true);
    expect(hasImageSignature(png, 'image/jpeg')).toBe(false);
    expect(hasImageSignature(Buffer.from('<svg onload=alert(1)>'), 'image/png')).toBe(false);
    expect(hasImageSignature(Buffer.from('RIFF\x10\0\0\0WAVE', 'latin1'), 'image/webp')).toBe(false);
  });

  it('local upload tokens: valid, tampered, other key/type/size, expired', () => {
    const signer = new LocalUrlSigner('s'.repeat(32));
    const now = 1_800_000_000;
    const key = 'wish/1-1700000000000-0a1b2c3d4e5f.png';
    const token = signer.token(key, 'image/png', 5000, now + 60);
    expect(token).toMatch(new RegExp(`^${now + 60}\\.5000\\.[0-9a-f]{64}$`));
    expect(signer.verify(key, 'image/png', token, now)).toEqual({ result: 'ok', maxBytes: 5000 });
    const [, , sig] = token.split('.');
    const bad = { result: 'bad' };
    expect(signer.verify(key, 'image/png', `${now + 61}.5000.${sig}`, now)).toEqual(bad);
    expect(signer.verify(key, 'image/png', `${now + 60}.10485760.${sig}`, now)).toEqual(bad);
    expect(signer.verify('wish/2-1700000000000-0a1b2c3d4e5f.png', 'image/png', token, now)).toEqual(bad);
    expect(signer.verify(key, 'image/gif', token, now)).toEqual(bad);
    expect(
      signer.verify(
        key,
        'image/png',
        token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
        now,
      ),
    ).toEqual(bad);
    expect(signer.verify(key, 'image/png', 'zz', now)).toEqual(bad);
    expect(signer.verify(key, 'image/png', token, now + 61)).toEqual({ result: 'expired' });
    expect(new LocalUrlSigner('t'.repeat(32)).verify(key, 'image/png', token, now)).toEqual(bad);
  });

  it('builds full public image URLs for both drivers', () => {
    const local = { publicBaseUrl: 'https://babynews.test', storage: { driver: 'local' as const, s3: {} } };
    expect(imageUrlFor(local, 'wish/1.png')).toBe('https://babynews.test/api/uploads/files/wish/1.png');
    expect(imageUrlFor(local, null)).toBeNull();
    expect(imageUrlFor(local, '')).toBeNull();
    const s3 = (extra: object) => ({ publicBaseUrl: 'x', storage: { driver: 's3' as const, s3: { bucket: 'b', region: 'ap-northeast-2', ...extra } } });
    expect(imageUrlFor(s3({ publicBaseUrl: 'https://cdn.example' }), 'wish/1.png')).toBe('https://cdn.example/wish/1.png');
    expect(imageUrlFor(s3({ endpoint: 'http://127.0.0.1:9000' }), 'wish/1.png')).toBe('http://127.0.0.1:9000/b/wish/1.png');
    expect(imageUrlFor(s3({}), 'wish/1.png')).toBe('https://b.s3.ap-northeast-2.amazonaws.com/wish/1.png');
  });

  it('names the storage origins the CSP must allow', () => {
    expect(storageOrigins({ publicBaseUrl: 'x', storage: { driver: 'local', s3: {} } })).toEqual([]);
    const s3 = (extra: object) => ({ publicBaseUrl: 'x', storage: { driver: 's3' as const, s3: { bucket: 'b', region: 'ap-northeast-2', ...extra } } });
    expect(storageOrigins(s3({}))).toEqual(['https://b.s3.ap-northeast-2.amazonaws.com']);
    expect(storageOrigins(s3({ endpoint: 'http://127.0.0.1:9000', publicBaseUrl: 'https://cdn.example/img' }))).toEqual([
      'http://127.0.0.1:9000',
      'https://cdn.example',
    ]);
  });
});
