import { RowReader } from '../../../../database/row-reader';
import { isEnrichment } from '../../../ingest';
import type { Entry, PortableEntry, TagRef } from '../../domain/entry';

// One parse function per shape of entries row that diary's SQL reads: each column's type is checked.

const TABLE = 'entries';

function isTagRefs(value: unknown): value is TagRef[] {
  return (
    Array.isArray(value) &&
    value.every(
      (tag: unknown) =>
        typeof tag === 'object' &&
        tag !== null &&
        typeof Object.getOwnPropertyDescriptor(tag, 'slug')?.value === 'string' &&
        typeof Object.getOwnPropertyDescriptor(tag, 'displayName')?.value === 'string',
    )
  );
}

/** FIND_BY_DATE: the day's entry as writers compare with it (generated_at as ISO text, tags as slugs). */
export function entryFromRow(row: unknown): Entry {
  const read = RowReader.of(row, TABLE);
  return {
    date: read.text('date'),
    title: read.nullableText('title'),
    content: read.nullableText('content'),
    summary: read.nullableText('summary'),
    tags: read.textArray('tags'),
    sources: read.textArray('sources'),
    generatedAt: new Date(read.text('generated_at')),
    wordCount: read.integer('word_count'),
    enrichment: read.json('enrichment', isEnrichment, 'an enrichment'),
  };
}

/** An export page's row: the entry in the import format (tags as { slug, displayName }). */
export function portableEntryFromRow(row: unknown): PortableEntry {
  const read = RowReader.of(row, TABLE);
  return {
    date: read.text('date'),
    title: read.nullableText('title'),
    content: read.text('content'),
    summary: read.nullableText('summary'),
    tags: read.json('tags', isTagRefs, 'a list of { slug, displayName }'),
    sources: read.textArray('sources'),
    generatedAt: read.text('generated_at'),
  };
}

/** An export page's size probe: a date and the bytes of its content. */
export function entrySizeFromRow(row: unknown): { date: string; bytes: number } {
  const read = RowReader.of(row, TABLE);
  return { date: read.text('date'), bytes: read.integer('bytes') };
}

/** The id of an entry just written. */
export function entryIdFromRow(row: unknown): string {
  return RowReader.of(row, TABLE).text('id');
}

/** A read answer built by PostgreSQL: its JSON text. */
export function documentFromRow(row: unknown): string {
  return RowReader.of(row, TABLE).text('body');
}
