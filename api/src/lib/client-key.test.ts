import { clientKey } from './client-key';

describe('clientKey', () => {
  test('an IPv4 address is its own key, also when written IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  test('IPv6 addresses of one /64 share a key; another /64 does not', () => {
    const a = clientKey('2001:db8:aa:1::1');
    expect(clientKey('2001:db8:aa:1:ffff:ffff:ffff:fffe')).toBe(a);
    expect(clientKey('2001:0db8:00aa:0001:1234::9')).toBe(a);
    expect(clientKey('2001:db8:aa:2::1')).not.toBe(a);
    expect(a).toBe('2001:db8:aa:1::/64');
  });

  test('loopback, zone ids and the unspecified address', () => {
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe(clientKey('fe80::2'));
  });
});
