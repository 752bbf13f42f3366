/** Bounds on what one payload may contribute; what exceeds them is skipped with a warning. */
export const LIMITS = {
  urlLength: 2048,
  highlightText: 500,
  /** Warnings kept for the receipt; past this they are only counted. */
  warnings: 50,
  /** Longest payload path named in a warning. */
  warningPath: 200,
} as const;

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Collects warnings, prefixing each with where in the payload it arose.
 * Keeps at most LIMITS.warnings of them and counts the rest, so that a payload
 * of thousands of bad items still gets a short receipt.
 */
export class Warnings {
  private readonly kept: string[] = [];
  private more = 0;
  private readonly refusedUrls = new Set<string>();

  add(where: string, message: string): void {
    if (this.kept.length >= LIMITS.warnings) {
      this.more++;
      return;
    }
    const at = where.length > LIMITS.warningPath ? `${where.slice(0, LIMITS.warningPath)}…` : where;
    this.kept.push(at ? `${at}: ${message}` : message);
  }

  /** Warns of a refused URL and remembers it, so that meeting it again in text does not warn twice. */
  refuseUrl(url: unknown, where: string, message: string): void {
    if (typeof url === 'string') this.refusedUrls.add(url);
    this.add(where, message);
  }

  wasRefused(url: string): boolean {
    return this.refusedUrls.has(url);
  }

  /** The warnings for the receipt, ending with how many more there were. */
  get list(): string[] {
    if (this.more === 0) return [...this.kept];
    return [...this.kept, `… and ${this.more} more warning${this.more === 1 ? '' : 's'}`];
  }
}
