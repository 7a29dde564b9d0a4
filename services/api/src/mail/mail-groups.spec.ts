import { MAIL_KINDS } from '@babynews/mail';
import { maskAddress } from './mail-stats.read';
import { groupOfKind, recipientDigest, UNSUBSCRIBE_GROUPS } from './suppression';

/** The unsubscribable groups and the administrator's masked address (ARCHITECTURE §4.23). */
describe('groupOfKind', () => {
  it('receipts and notifications have a group; links for PINs, passwords, verification and usernames have none', () => {
    expect(groupOfKind('reservationReceipt')).toBe('receipt');
    expect(groupOfKind('pledgeReceipt')).toBe('receipt');
    expect(groupOfKind('pageClosed')).toBe('receipt');
    expect(groupOfKind('activityNotice')).toBe('notification');
    expect(groupOfKind('activityDigest')).toBe('notification');
    expect(groupOfKind('birthAnnouncement')).toBe('birth');
    for (const kind of ['pinReset', 'passwordReset', 'verifyEmail', 'usernameReminder']) expect(groupOfKind(kind)).toBeNull();
  });

  it('names only kinds that exist', () => {
    for (const kind of Object.values(UNSUBSCRIBE_GROUPS).flat()) expect(MAIL_KINDS).toContain(kind);
  });

  it('digests an address trimmed and lower-cased', () => {
    expect(recipientDigest(' Aunt@Example.com ').equals(recipientDigest('aunt@example.com'))).toBe(true);
    expect(recipientDigest('aunt@example.com').length).toBe(32);
  });
});

describe('maskAddress', () => {
  it('keeps two characters of the local part and the domain', () => {
    expect(maskAddress('kim@example.com')).toBe('ki***@example.com');
    expect(maskAddress('k@example.com')).toBe('k***@example.com');
    expect(maskAddress('')).toBe('');
  });
});
