import * as ipaddr from 'ipaddr.js';

/**
 * Which URLs a payload may point readers to: absolute http(s) URLs of public
 * hosts, without credentials. Diary entries render them as images and links,
 * so an address of the service's own network (loopback, private, link-local,
 * cloud metadata) or a URL carrying a password is refused.
 *
 * This is a check of the URL's text: a public host name may still resolve to
 * a private address, so anything that fetches these URLs must check again.
 */
export type UrlRefusal = 'not-http-url' | 'too-long' | 'credentials' | 'non-public-host';

export type UrlCheck = { ok: true; url: string } | { ok: false; reason: UrlRefusal };

/** Names of local networks and of the machine itself, matched as the last label(s) of the host. */
const LOCAL_SUFFIXES = ['localhost', 'local', 'internal', 'lan', 'home.arpa', 'intranet'];

export function checkPublicHttpUrl(value: unknown, maxLength = 2048): UrlCheck {
  if (typeof value !== 'string') return { ok: false, reason: 'not-http-url' };
  if (value.length > maxLength) return { ok: false, reason: 'too-long' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'not-http-url' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'not-http-url' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' };
  if (!isPublicHost(url.hostname)) return { ok: false, reason: 'non-public-host' };
  // Normalising may lengthen the text (percent-encoding): the bound holds for what is stored.
  if (url.href.length > maxLength) return { ok: false, reason: 'too-long' };
  return { ok: true, url: url.href };
}

/** The normalised URL when it is a public http(s) URL without credentials, else null. */
export function publicHttpUrl(value: unknown, maxLength = 2048): string | null {
  const checked = checkPublicHttpUrl(value, maxLength);
  return checked.ok ? checked.url : null;
}

/** A short phrase for receipts, to follow the name of what was refused ("URL must …"). */
export function describeRefusal(reason: UrlRefusal, maxLength = 2048): string {
  switch (reason) {
    case 'not-http-url':
    case 'too-long':
      return `must be an http(s) URL of at most ${maxLength} characters`;
    case 'credentials':
      return 'must not carry a user name or password';
    case 'non-public-host':
      return 'must point to a public host (loopback, private, link-local and metadata addresses are refused)';
  }
}

const DOTTED_QUAD = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** `hostname` as WHATWG URL serialises it: IPv4 as a dotted quad, IPv6 in brackets, names lower-cased. */
function isPublicHost(hostname: string): boolean {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return isPublicAddress(hostname.slice(1, -1));
  // WHATWG URL writes every IPv4 form as a dotted quad; asking ipaddr.js about names would throw (and cost) an Error each.
  if (DOTTED_QUAD.test(hostname) && ipaddr.IPv4.isValidFourPartDecimal(hostname)) return isPublicAddress(hostname);
  const name = hostname.toLowerCase().replace(/\.$/, '');
  // A single label (http://metadata/, http://intranet/) is resolved through the local search domains.
  if (!name.includes('.')) return false;
  return !LOCAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** Whether an IP address (any form ipaddr.js reads) is a public unicast one; false for anything else. */
export function isPublicAddress(literal: string): boolean {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns IPv4-mapped IPv6 (::ffff:127.0.0.1) into the IPv4 address it stands for.
    address = ipaddr.process(literal);
  } catch {
    return false;
  }
  if (address.range() !== 'unicast') return false;
  // IPv4-compatible IPv6 (::a.b.c.d, deprecated) is an IPv4 address in disguise; ipaddr.js counts it as unicast.
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
  return true;
}
