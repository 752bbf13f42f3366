import { Injectable } from '@nestjs/common';
import { AccountNotFoundError, AccountRepository } from '../../accounts';
import { countWords, EntryRepository, summarize, titleOf } from '../../diary';
import type { Entry } from '../../diary';
import { sourcesOf } from '../domain/day-material';
import { DayMaterialRepository } from '../domain/day-material.repository';
import { EntryComposer } from '../domain/entry-composer';

export type GenerateDayResult = { generated: true; entry: Entry } | { generated: false; reason: string };

/** Turns a day's artifacts into its entry, replacing the entry the day had. */
@Injectable()
export class GenerateDay {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly material: DayMaterialRepository,
    private readonly entries: EntryRepository,
    private readonly composer: EntryComposer,
  ) {}

  async execute(input: { accountId: string; day: string }, now = new Date()): Promise<GenerateDayResult> {
    const account = await this.accounts.findById(input.accountId);
    if (!account) throw new AccountNotFoundError(input.accountId);
    const artifacts = await this.material.artifactsOf(account.id, input.day);
    if (artifacts.length === 0) return { generated: false, reason: `no artifacts for ${input.day}` };

    const previous = await this.entries.findByDate(account.id, input.day);
    const composition = await this.composer.compose({ day: input.day, timezone: account.timezone, artifacts, previous });
    await this.entries.save(account.id, [
      {
        date: input.day,
        title: titleOf(composition.content),
        content: composition.content,
        summary: summarize(composition.content),
        tags: composition.tags,
        sources: sourcesOf(artifacts),
        wordCount: countWords(composition.content),
        enrichment: composition.enrichment,
        generatedAt: now,
      },
    ]);
    const entry = await this.entries.findByDate(account.id, input.day);
    if (!entry) throw new Error(`the entry of ${input.day} vanished after it was saved`);
    return { generated: true, entry };
  }
}
