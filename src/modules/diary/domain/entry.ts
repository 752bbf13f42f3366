import type { Enrichment } from '../../ingest';

export interface TagRef {
  slug: string;
  displayName: string;
}

export interface Entry {
  date: string;
  title: string | null;
  content: string | null;
  summary: string | null;
  tags: string[];
  sources: string[];
  generatedAt: Date;
  wordCount: number;
  enrichment: Enrichment;
}

/** What a writer (import, generation) stores for a day; replaces the day's entry if there is one. */
export interface EntryToSave {
  date: string;
  title: string | null;
  content: string;
  summary: string;
  tags: TagRef[];
  sources: string[];
  wordCount: number;
  enrichment: Enrichment;
  generatedAt: Date;
  /** Written by generation from the day's artifacts, or imported by the entry's owner. */
  origin: 'generated' | 'imported';
}

/** An entry as `entries import` reads it: an export of these imports back unchanged. */
export interface PortableEntry {
  date: string;
  title: string | null;
  content: string;
  summary: string | null;
  tags: Array<{ slug: string; displayName: string }>;
  sources: string[];
  generatedAt: string;
}
