import { Injectable } from '@nestjs/common';
import { isCalendarDate } from '../../../shared/calendar';
import { InvalidInputError } from '../../../shared/domain-error';
import { emptyEnrichment } from '../../../shared/enrichment';
import type { EntryToSave, TagRef } from '../domain/entry';
import { AccountNotFoundError, AccountRepository } from '../../accounts';
import { EntryRepository } from '../domain/entry.repository';
import { countWords, summarize, titleOf } from '../domain/markdown';
import { displayNameOf, isTagSlug } from '../domain/tag-slug';

/**
 * Imports entries written elsewhere: one JSON object per entry,
 * `{ date, title?, content, summary?, tags: [slug | {slug, displayName}], sources: [string], generatedAt? }`.
 * An entry for a date that already has one replaces it.
 */
@Injectable()
export class ImportEntries {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly entries: EntryRepository,
  ) {}

  /** Validates and stores a batch atomically for an existing account; returns how many were stored. */
  async execute(input: { accountId: string; entries: unknown[] }, now = new Date()): Promise<number> {
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);
    const parsed = input.entries.map((raw) => parseImportedEntry(raw, now));
    await this.entries.save(input.accountId, parsed);
    return parsed.length;
  }
}

/** Reads one imported entry; throws InvalidInputError saying what is wrong with it. */
export function parseImportedEntry(raw: unknown, now: Date): EntryToSave {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new InvalidInputError('an entry must be a JSON object');
  const entry = raw as Record<string, unknown>;
  const { date, content } = entry;
  if (typeof date !== 'string' || !isCalendarDate(date)) throw new InvalidInputError('date must be a real day as YYYY-MM-DD');
  if (typeof content !== 'string') throw new InvalidInputError('content must be a string of markdown');
  const title = optionalString(entry, 'title') ?? titleOf(content);
  const summary = optionalString(entry, 'summary') ?? summarize(content);
  const generatedAt = optionalString(entry, 'generatedAt');
  if (generatedAt !== undefined && Number.isNaN(Date.parse(generatedAt))) throw new InvalidInputError('generatedAt must be an ISO 8601 timestamp');
  return {
    date,
    title,
    content,
    summary,
    tags: parseTags(entry.tags),
    sources: parseSources(entry.sources),
    wordCount: countWords(content),
    enrichment: emptyEnrichment(),
    generatedAt: generatedAt === undefined ? now : new Date(generatedAt),
  };
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
    const tag = typeof item === 'string' ? { slug: item, displayName: displayNameOf(item) } : (item as Partial<TagRef> | null);
    if (!tag || typeof tag.slug !== 'string' || !isTagSlug(tag.slug)) {
      throw new InvalidInputError(`tag ${JSON.stringify(item)} is not a slug (lower-case letters, digits and single hyphens, at most 64 characters)`);
    }
    const displayName = typeof tag.displayName === 'string' && tag.displayName.trim() ? tag.displayName.trim().slice(0, 100) : displayNameOf(tag.slug);
    bySlug.set(tag.slug, { slug: tag.slug, displayName });
  }
  return [...bySlug.values()];
}

function parseSources(raw: unknown): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.some((source) => typeof source !== 'string')) throw new InvalidInputError('sources must be an array of strings');
  return [...new Set(raw as string[])].sort();
}
