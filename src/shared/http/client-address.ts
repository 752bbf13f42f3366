import * as ipaddr from 'ipaddr.js';

/**
 * The key a client's address is counted under (failed authentications): an IPv4 address as it is (IPv4-mapped IPv6
 * too), an IPv6 address by its /64, the smallest network one subscriber is given, so that rotating addresses inside
 * it does not buy a new budget.
 */
export function clientAddressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
