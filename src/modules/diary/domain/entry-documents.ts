export interface EntryListQuery {
  accountId: string;
  from: string;
  to: string;
  tag?: string;
  /** Words to search for (web-search syntax: words, "phrases", -exclusions). */
  q?: string;
  limit: number;
  offset: number;
}

/**
 * The read API's answers as JSON text, rendered where the entries are: the
 * statement that reads an answer also builds it, so no row objects, mapping or
 * serialization stand between the database and the response. Each document
 * names its fields one by one, an allow-list as a response mapper is.
 */
export abstract class EntryDocuments {
  /**
   * `{ data, pagination }`: one page of the account's entries in the window (and matching `q`), newest first, each with
   * its summary as `content`, and the number matched; one round trip. Null when `q` holds no word to search for.
   */
  abstract list(query: EntryListQuery): Promise<string | null>;
  /** The entry of the day with its full content, sources, word count and enrichment, or null. */
  abstract entry(accountId: string, date: string): Promise<string | null>;
  /** `{ data }`: tags used by at least one entry, with counts over all entries; by count descending, then slug. */
  abstract tags(accountId: string): Promise<string>;
}
