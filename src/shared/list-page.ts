import { InvalidInputError } from './domain-error';
import { isUuid } from './uuid';

/** Admin lists are read in pages (decisions.md "Admin lists"): this many items unless asked otherwise, never more than MAX_PAGE_LIMIT. */
export const DEFAULT_PAGE_LIMIT = 100;
export const MAX_PAGE_LIMIT = 1_000;

/** Which page: at most `limit` items, those after the item whose cursor is `after` (from the start when null). */
export interface PageRequest {
  readonly limit: number;
  readonly after: string | null;
}

/** One page of a list, and the cursor of the next one (the last item's id), null after the last page. */
export interface Page<T> {
  readonly items: T[];
  readonly next: string | null;
}

/**
 * The page asked for, judged: `limit` a whole number from 1 to MAX_PAGE_LIMIT,
 * `after` a cursor of the list's own form (an id unless said otherwise).
 */
export function pageRequest(
  input: { limit?: unknown; after?: unknown },
  isCursor: (after: string) => boolean = isUuid,
): PageRequest {
  const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
    throw new InvalidInputError(
      `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}, got ${JSON.stringify(limit)?.slice(0, 40)}.`,
    );
  }
  const after = input.after ?? null;
  if (after !== null && (typeof after !== 'string' || !isCursor(after))) {
    throw new InvalidInputError(
      `after must be the cursor of a page (the id of the last item listed), got ${JSON.stringify(after)?.slice(0, 80)}.`,
    );
  }
  return { limit, after };
}

/** A page from up to `limit + 1` rows read in the list's order: the extra row only tells that another page follows. */
export function pageOf<T>(rows: readonly T[], limit: number, cursorOf: (item: T) => string): Page<T> {
  const items = rows.slice(0, limit);
  return { items, next: rows.length > limit ? cursorOf(items[items.length - 1]) : null };
}

/** The items of a page shaped for output, keeping its cursor. */
export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { items: page.items.map(map), next: page.next };
}

/** A cursor that names no item of the list (deleted since it was handed out): the reader starts again. */
export class UnknownCursorError extends InvalidInputError {
  constructor(after: string, what: string) {
    super(
      `after names no ${what} of this list (${after.slice(0, 80)}); it may have been deleted: list again from the start.`,
    );
  }
}
