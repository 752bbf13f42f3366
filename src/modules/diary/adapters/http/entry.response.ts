import type { Enrichment } from '../../../../shared/enrichment';
import type { ListEntriesOutput } from '../../application/list-entries.use-case';
import type { Entry, EntryListItem, TagCount } from '../../domain/entry';

// Allow-lists: a field reaches a response only when it is named here.

export interface EntryListItemResponse {
  date: string;
  title: string | null;
  content: string | null;
  tags: string[];
  generatedAt: string;
}

export interface EntryResponse {
  date: string;
  title: string | null;
  content: string | null;
  tags: string[];
  sources: string[];
  generatedAt: string;
  wordCount: number;
  enrichment: Enrichment;
}

export function toEntryListItemResponse(item: EntryListItem): EntryListItemResponse {
  return { date: item.date, title: item.title, content: item.summary, tags: item.tags, generatedAt: item.generatedAt.toISOString() };
}

export function toEntryListResponse(page: ListEntriesOutput) {
  return {
    data: page.items.map(toEntryListItemResponse),
    pagination: { total: page.total, limit: page.limit, offset: page.offset },
  };
}

export function toEntryResponse(entry: Entry): EntryResponse {
  return {
    date: entry.date,
    title: entry.title,
    content: entry.content,
    tags: entry.tags,
    sources: entry.sources,
    generatedAt: entry.generatedAt.toISOString(),
    wordCount: entry.wordCount,
    enrichment: { media: entry.enrichment.media, locations: entry.enrichment.locations, highlights: entry.enrichment.highlights },
  };
}

export function toTagListResponse(tags: TagCount[]) {
  return { data: tags.map((tag) => ({ slug: tag.slug, displayName: tag.displayName, entryCount: tag.entryCount })) };
}
