/** A page of an export: at most `maxItems` items, and no more than `maxBytes` of content once it holds one item. */
export interface ExportPageLimits {
  maxItems: number;
  maxBytes: number;
}

export const EXPORT_PAGE_LIMITS: ExportPageLimits = { maxItems: 500, maxBytes: 2 * 1024 * 1024 };

/**
 * How many of the next candidates (in order, with their sizes, at most
 * `maxItems + 1` of them) make the page: the first always does, so that a page
 * moves on however large one item is; whether more follow.
 */
export function cutPage(sizes: readonly number[], limits: ExportPageLimits): { take: number; more: boolean } {
  let take = 0;
  let bytes = 0;
  while (take < sizes.length && take < limits.maxItems && (take === 0 || bytes + sizes[take] <= limits.maxBytes))
    bytes += sizes[take++];
  return { take, more: take < sizes.length };
}
