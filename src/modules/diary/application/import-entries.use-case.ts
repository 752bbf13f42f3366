import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { isCalendarDate } from '../../../shared/calendar';
import { InvalidInputError } from '../../../shared/domain-error';
import { unstorableCharacterOf } from '../../../shared/storable-text';
import { emptyEnrichment } from '../../ingest';
import type { TagRef } from '../domain/entry';
import { AccountNotFoundError, AccountRepository } from '../../accounts';
import { WriteEntries } from './write-entries.use-case';
import { displayNameOf, isTagSlug } from '../domain/tag-slug';

/** The longest content an imported entry may have: about a novel's chapter times twenty. */
export const MAX_CONTENT_CHARS = 1_000_000;

/** One valid import line: the entry as written, before its markdown is analysed. */
export interface ImportedEntry {
  date: string;
  title?: string;
  content: string;
  summary?: string;
  tags: TagRef[];
  sources: string[];
  generatedAt: Date;
}

/**
 * Imports entries written elsewhere: one JSON object per entry,
 * `{ date, title?, content, summary?, tags: [slug | {slug, displayName}], sources: [string], generatedAt? }`.
 * An entry for a date that already has one replaces it.
 */
@Injectable()
export class ImportEntries {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly writeEntries: WriteEntries,
    private readonly clock: Clock,
  ) {}

  /** Validates and stores a batch atomically for an existing account; returns how many were stored. */
  async execute(input: { accountId: string; entries: unknown[] }): Promise<number> {
    const now = this.clock.now();
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);
    if (!Array.isArray(input.entries)) throw new InvalidInputError('entries must be an array of entries');
    // Two lines for one date: the later wins, and the date counts once.
    const parsed = [
      ...new Map(
        input.entries.map((raw) => parseImportedEntry(raw, now)).map((entry) => [entry.date, entry] as const),
      ).values(),
    ];
    await this.writeEntries.execute(
      input.accountId,
      parsed.map((entry) => ({ ...entry, enrichment: emptyEnrichment(), origin: 'imported' as const })),
    );
    return parsed.length;
  }
}

/** Reads one imported entry; throws InvalidInputError saying what is wrong with it. */
export function parseImportedEntry(raw: unknown, now: Date): ImportedEntry {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new InvalidInputError('an entry must be a JSON object');
  const entry = raw as Record<string, unknown>;
  const { date, content } = entry;
  if (typeof date !== 'string' || !isCalendarDate(date))
    throw new InvalidInputError('date must be a real day as YYYY-MM-DD');
  if (typeof content !== 'string') throw new InvalidInputError('content must be a string of markdown');
  if (content.length > MAX_CONTENT_CHARS)
    throw new InvalidInputError(`content must be at most ${MAX_CONTENT_CHARS.toLocaleString('en-US')} characters`);
  const title = optionalString(entry, 'title');
  const summary = optionalString(entry, 'summary');
  const generatedAt = optionalString(entry, 'generatedAt');
  const tags = parseTags(entry.tags);
  const sources = parseSources(entry.sources);
  refuseUnstorable('content', content);
  refuseUnstorable('title', title);
  refuseUnstorable('summary', summary);
  for (const source of sources) refuseUnstorable('a source', source);
  for (const tag of tags) refuseUnstorable('a tag name', tag.displayName);
  return {
    date,
    title,
    content,
    summary,
    tags,
    sources,
    generatedAt: generatedAt === undefined ? now : parseGeneratedAt(generatedAt),
  };
}

/** A text PostgreSQL cannot store (U+0000, an unpaired surrogate) is refused, naming the field: the import does not change the owner's text. */
function refuseUnstorable(field: string, text: string | undefined): void {
  const found = text === undefined ? null : unstorableCharacterOf(text);
  if (found) throw new InvalidInputError(`${field} contains ${found}, which cannot be stored; remove it`);
}

/** An instant of the years 1 to 9999 (what ISO 8601 writes with four digits, and PostgreSQL stores). */
function parseGeneratedAt(text: string): Date {
  const at = new Date(text);
  const year = at.getUTCFullYear();
  if (Number.isNaN(at.getTime()) || year < 1 || year > 9999)
    throw new InvalidInputError('generatedAt must be an ISO 8601 timestamp of the years 1 to 9999');
  return at;
}

function optionalString(entry: Record<string, unknown>, name: string): string | undefined {
  const value = entry[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new InvalidInputError(`${name} must be a string`);
  return value;
}

function parseTags(raw: unknown): TagRef[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new InvalidInputError('tags must be an array');
  const bySlug = new Map<string, TagRef>();
  for (const item of raw) {
    const tag =
      typeof item === 'string' ? { slug: item, displayName: displayNameOf(item) } : (item as Partial<TagRef> | null);
    if (!tag || typeof tag.slug !== 'string' || !isTagSlug(tag.slug)) {
      throw new InvalidInputError(
        `tag ${JSON.stringify(item)} is not a slug (lower-case letters, digits and single hyphens, at most 64 characters)`,
      );
    }
    const displayName =
      typeof tag.displayName === 'string' && tag.displayName.trim()
        ? tag.displayName.trim().slice(0, 100)
        : displayNameOf(tag.slug);
    bySlug.set(tag.slug, { slug: tag.slug, displayName });
  }
  return [...bySlug.values()];
}

function parseSources(raw: unknown): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.some((source) => typeof source !== 'string'))
    throw new InvalidInputError('sources must be an array of strings');
  return [...new Set(raw as string[])].sort();
}
