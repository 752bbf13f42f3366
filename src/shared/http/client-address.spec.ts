import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, also written as IPv4-mapped IPv6', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64', () => {
    expect(clientAddressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps what is not an address as it is', () => {
    expect(clientAddressKey('')).toBe('');
    expect(clientAddressKey('not-an-address')).toBe('not-an-address');
  });
});
