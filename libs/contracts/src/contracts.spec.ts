import { describe, expect, it } from '@jest/globals';
import { firstMessage, joinSchema, linkTypeFromUrl, MSG, normalizeContact, sanitizeFileName } from './index';

describe('contracts rules', () => {
  it('linkTypeFromUrl reads the host (ARCHITECTURE §4.10)', () => {
    expect(linkTypeFromUrl('https://www.coupang.com/vp/1')).toBe('COUPANG');
    expect(linkTypeFromUrl('https://ko.aliexpress.com/item/1')).toBe('ALIEXPRESS');
    expect(linkTypeFromUrl('https://notcoupang.com')).toBe('OTHERS');
    expect(linkTypeFromUrl('not a url')).toBe('OTHERS');
  });

  it('normalizeContact trims, lower-cases e-mails and keeps phone digits', () => {
    expect(normalizeContact('  Mom@Example.COM ')).toBe('mom@example.com');
    expect(normalizeContact('010-1234 5678')).toBe('01012345678');
  });

  it('sanitizeFileName follows spec §5', () => {
    expect(sanitizeFileName('아기 사진(1)+a#.png')).toBe('아기_사진1_a_.png');
  });

  it('firstMessage gives the first Korean message or the unknown-field message', () => {
    const missing = joinSchema.safeParse({});
    expect(missing.success || firstMessage(missing.error)).toBe(MSG.auth.usernameRequired);
    const extra = joinSchema.safeParse({
      username: 'mom_1',
      password: 'kongi-spring-2026',
      email: 'a@b.co',
      displayName: 'n',
      consents: { terms: true, privacy: true, age14: true },
      x: 1,
    });
    expect(extra.success || firstMessage(extra.error)).toBe(MSG.common.unknownField('x'));
  });
});
