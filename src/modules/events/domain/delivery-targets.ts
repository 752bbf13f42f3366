import * as ipaddr from 'ipaddr.js';
import { isPublicAddress } from '../../../shared/public-url';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/**
 * Where events may be sent: public addresses, and the private ones EVENT_DELIVERY_ALLOWED_HOSTS names (host names,
 * IP addresses or CIDR ranges; decisions.md "Delivery targets"). Checked on the URL when an endpoint is saved and
 * again on the address each attempt connects to, so a name that later resolves elsewhere gains nothing.
 */
export class DeliveryTargets {
  private readonly names = new Set<string>();
  private readonly ranges: Range[] = [];

  constructor(allowed: readonly string[]) {
    for (const entry of allowed) {
      const range = parseRange(entry);
      if (range) this.ranges.push(range);
      else this.names.add(normalHost(entry));
    }
  }

  /** Whether a URL's host (as `URL.hostname` writes it) is named as allowed, or is an address in an allowed range. */
  allowsHost(hostname: string): boolean {
    const host = normalHost(hostname);
    return this.names.has(host) || this.inRanges(host);
  }

  /** Whether an attempt to `hostname` may connect to `address`: a public one, or one the settings allow. */
  allowsAddress(hostname: string, address: string): boolean {
    return isPublicAddress(address) || this.allowsHost(hostname) || this.inRanges(address);
  }

  private inRanges(literal: string): boolean {
    if (!ipaddr.isValid(literal) || this.ranges.length === 0) return false;
    const address = ipaddr.process(literal);
    return this.ranges.some(([base, bits]) => address.kind() === base.kind() && address.match([base, bits] as never));
  }
}

const normalHost = (host: string) =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');

function parseRange(entry: string): Range | null {
  const text = normalHost(entry);
  try {
    if (text.includes('/')) return ipaddr.parseCIDR(text) as Range;
    if (ipaddr.isValid(text)) {
      const address = ipaddr.process(text);
      return [address, address.kind() === 'ipv4' ? 32 : 128];
    }
  } catch {
    return null;
  }
  return null;
}
