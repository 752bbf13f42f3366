import type { components, paths } from './generated/openapi.js';

type Schemas = components['schemas'];

/** One day's entry, with its whole markdown, sources, word count and enrichment (media, places, highlights). */
export type Entry = Schemas['EntryResponse'];
/** An entry as lists give it: `content` is a plain-text digest (its summary), not the markdown. */
export type EntrySummary = Schemas['EntryListItemResponse'];
export type EntryPage = Schemas['EntryListResponse'];
export type Tag = Schemas['TagResponse'];
/** One write or removal of an entry, in commit order. */
export type Change = Schemas['ChangeResponse'];
export type ChangePage = Schemas['ChangeListResponse'];
/** A Problem Details document (RFC 9457), as every error of the API is answered. */
export type ProblemDocument = Schemas['ProblemDocument'];

type EntryListQuery = NonNullable<paths['/api/v1/entries']['get']['parameters']['query']>;

/**
 * What `listEntries` reads: a window of days (`from`/`to`, as the API: without `from`, the 30 days before `to`),
 * a tag, search words (`q`, web-search syntax), and how many entries each request asks for (1-100, default 100).
 */
export type ListEntriesParams = Omit<EntryListQuery, 'limit' | 'offset'> & { pageSize?: number };

export interface ChangesParams {
  /** A `nextCursor` stored from an earlier page; without it the feed starts at the beginning. */
  cursor?: string;
  /** Changes per request, 1-1000 (default 100). */
  limit?: number;
}
