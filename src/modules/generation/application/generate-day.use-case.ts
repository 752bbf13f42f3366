import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock';
import { AccountNotFoundError, AccountRepository } from '../../accounts';
import { EntryRepository, WriteEntries } from '../../diary';
import { ArtifactRemovals, DayArtifactReader, SPECIAL_PROPERTIES } from '../../ingest';
import { sourcesOf } from '../../narration';
import { DayDigester } from '../../understanding';
import { EntryComposer } from '../../narration';

export type GenerateDayResult =
  | { generated: true; /** The newest receipt among the material read. */ materialUpTo: Date }
  | { generated: false; reason: string };

/** Bytes of payload read per page: what one page can cost in memory and in one slice of work. */
export const PAGE_BYTES = 256 * 1024;

/**
 * Turns a day's artifacts into its entry, replacing the entry the day had: the
 * material is read in pages and digested off the event loop, so neither memory
 * nor blocking grows with the day's volume. A day retention has taken material
 * from keeps the entry it has (what is left would tell only part of the day).
 */
@Injectable()
export class GenerateDay {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly material: DayArtifactReader,
    private readonly digester: DayDigester,
    private readonly entries: EntryRepository,
    private readonly writeEntries: WriteEntries,
    private readonly composer: EntryComposer,
    private readonly clock: Clock,
    private readonly removals: ArtifactRemovals,
  ) {}

  async execute(input: { accountId: string; day: string }): Promise<GenerateDayResult> {
    const account = await this.accounts.findById(input.accountId);
    if (!account) throw new AccountNotFoundError(input.accountId);
    const retired = {
      generated: false as const,
      reason: `retention removed artifacts of ${input.day}: its entry is kept`,
    };
    const material = this.material.read(account.id, input.day, PAGE_BYTES);
    const digest = await this.digester.digest({
      day: input.day,
      timezone: account.timezone,
      special: SPECIAL_PROPERTIES,
      identities: account.identities,
      pages: material.pages,
    });
    // Retention records what it removes before it removes it: asked with the last page (or, for a day with none,
    // after the read), this tells whether the read was whole.
    const removed = material.removedBeforeLastPage() ?? (await this.removals.removedFrom(account.id, input.day));
    if (removed) return retired;
    if (digest.newestReceivedAt === null) return { generated: false, reason: `no artifacts for ${input.day}` };

    const composition = await this.composer.compose({
      digest,
      previous: () => this.entries.findByDate(account.id, input.day),
    });
    await this.writeEntries.execute(account.id, [
      {
        date: input.day,
        content: composition.content,
        summary: composition.summary,
        tags: composition.tags,
        sources: sourcesOf(digest),
        enrichment: { media: digest.media, locations: digest.places, highlights: digest.highlights },
        generatedAt: this.clock.now(),
        origin: 'generated',
      },
    ]);
    return { generated: true, materialUpTo: new Date(digest.newestReceivedAt) };
  }
}
