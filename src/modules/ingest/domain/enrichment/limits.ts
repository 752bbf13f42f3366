/** Bounds on what one payload may contribute; what exceeds them is skipped with a warning. */
export const LIMITS = {
  media: 50,
  locations: 10,
  highlights: 50,
  urlLength: 2048,
  highlightText: 500,
} as const;

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An absolute http(s) URL within the length bound, or null. */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > LIMITS.urlLength) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** Collects warnings, prefixing each with where in the payload it arose. */
export class Warnings {
  readonly list: string[] = [];

  add(where: string, message: string): void {
    this.list.push(where ? `${where}: ${message}` : message);
  }
}
