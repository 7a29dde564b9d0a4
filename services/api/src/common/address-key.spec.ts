import { addressKey } from './address-key';

describe('addressKey: what a per-address limit counts under', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, and neighbouring /64s apart', () => {
    const a = addressKey('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(a);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(a);
  });

  it('treats an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
  });

  it('keeps what is not an address as given, so it still counts against itself', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('not-an-ip')).toBe('not-an-ip');
  });
});
