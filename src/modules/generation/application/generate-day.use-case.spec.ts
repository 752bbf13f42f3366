import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryDayArtifactReader } from '../../../../test/support/fakes/in-memory-day-artifact-reader';
import { InMemoryEntryRepository } from '../../../../test/support/fakes/in-memory-entry.repository';
import { InlineDayDigester } from '../../../../test/support/fakes/inline-day-digester';
import { InlineMarkdownAnalyzer } from '../../../../test/support/fakes/inline-markdown-analyzer';
import { RecordedArtifactRemovals } from '../../../../test/support/fakes/recorded-artifact-removals';
import { RecordingEntryComposer } from '../../../../test/support/fakes/recording-entry-composer';
import { RecordingEntryListener } from '../../../../test/support/fakes/recording-entry-listener';
import type { Clock } from '../../../shared/clock';
import { EntryEvents, WriteEntries } from '../../diary';
import { emptyEnrichment } from '../../ingest';
import { GenerateDay } from './generate-day.use-case';

const NOW = new Date('2026-11-21T03:00:00Z');

describe('GenerateDay', () => {
  const setup = () => {
    const clock: Clock = { now: () => NOW };
    const accounts = new InMemoryAccountRepository(clock);
    const reader = new InMemoryDayArtifactReader();
    const entries = new InMemoryEntryRepository();
    const events = new EntryEvents();
    const heard = new RecordingEntryListener(events);
    const composer = new RecordingEntryComposer();
    const account = accounts.add({ timezone: 'Europe/Paris' });
    const write = new WriteEntries(entries, new InlineMarkdownAnalyzer(), events);
    const removals = new RecordedArtifactRemovals();
    const generate = new GenerateDay(
      accounts,
      reader,
      new InlineDayDigester(),
      entries,
      write,
      composer,
      clock,
      removals,
    );
    const deliver = (sourceLabel: string, receivedAt: string, payload: unknown) =>
      reader.add(account.id, '2026-11-20', {
        sourceLabel,
        receivedAt: new Date(receivedAt),
        payloadJson: JSON.stringify(payload),
        enrichment: emptyEnrichment(),
      });
    return { account, entries, heard, composer, deliver, generate, removals };
  };

  it('keeps the entry of a day retention took artifacts from, also when it does so while the day is read', async () => {
    const { account, entries, heard, composer, deliver, generate, removals } = setup();
    deliver('Phone', '2026-11-20T08:00:00Z', { note: 'Walked along the canal' });
    removals.removed.add(`${account.id}/2026-11-20`);
    const kept = { generated: false, reason: 'retention removed artifacts of 2026-11-20: its entry is kept' };
    await expect(generate.execute({ accountId: account.id, day: '2026-11-20' })).resolves.toEqual(kept);

    removals.removed.clear();
    removals.onAsked = (accountId, day, asked) => {
      if (asked === 2) removals.removed.add(`${accountId}/${day}`);
    };
    await expect(generate.execute({ accountId: account.id, day: '2026-11-20' })).resolves.toEqual(kept);
    expect(composer.asked).toEqual([]);
    expect(entries.stored.size).toBe(0);
    expect(heard.heard).toEqual([]);
  });

  it('does not generate a day without artifacts, and writes nothing', async () => {
    const { account, entries, heard, composer, generate } = setup();
    await expect(generate.execute({ accountId: account.id, day: '2026-11-20' })).resolves.toEqual({
      generated: false,
      reason: 'no artifacts for 2026-11-20',
    });
    expect(composer.asked).toEqual([]);
    expect(entries.stored.size).toBe(0);
    expect(heard.heard).toEqual([]);
  });

  it("writes the composer's content and tags with the day's sources, generated now, through diary", async () => {
    const { account, entries, heard, composer, deliver, generate } = setup();
    deliver('Phone', '2026-11-20T08:00:00Z', { note: 'Walked along the canal' });
    deliver('Watch', '2026-11-20T18:30:00Z', { steps: 9000 });
    composer.composition = { content: '# Canal day\n\nA long walk.', tags: [{ slug: 'walks', displayName: 'Walks' }] };

    await expect(generate.execute({ accountId: account.id, day: '2026-11-20' })).resolves.toEqual({
      generated: true,
      materialUpTo: new Date('2026-11-20T18:30:00Z'),
    });
    expect(entries.stored.get(`${account.id}/2026-11-20`)).toMatchObject({
      content: '# Canal day\n\nA long walk.',
      title: 'Canal day',
      tags: [{ slug: 'walks', displayName: 'Walks' }],
      sources: ['webhook:Phone', 'webhook:Watch'],
      generatedAt: NOW,
      origin: 'generated',
    });
    expect(heard.heard).toMatchObject([
      { type: 'entry.written', accountId: account.id, entries: [{ date: '2026-11-20', origin: 'generated' }] },
    ]);
  });

  it('keeps the summary the composer wrote', async () => {
    const { account, entries, composer, deliver, generate } = setup();
    deliver('Phone', '2026-11-20T08:00:00Z', { note: 'x' });
    composer.composition = { content: '# Day\n\nLong text here.', tags: [], summary: 'Short.' };
    await generate.execute({ accountId: account.id, day: '2026-11-20' });
    expect(entries.stored.get(`${account.id}/2026-11-20`)!.summary).toBe('Short.');
  });

  it('shows the composer the entry the day has, which it replaces', async () => {
    const { account, composer, deliver, generate } = setup();
    deliver('Phone', '2026-11-20T08:00:00Z', { note: 'x' });
    await generate.execute({ accountId: account.id, day: '2026-11-20' });
    composer.composition = { content: '# Second\n\nAgain.', tags: [] };
    await generate.execute({ accountId: account.id, day: '2026-11-20' });
    expect(composer.asked.map((input) => input.previous?.title ?? null)).toEqual([null, 'A day']);
  });

  it('refuses an unknown account as not found', async () => {
    const { generate } = setup();
    await expect(generate.execute({ accountId: randomUUID(), day: '2026-11-20' })).rejects.toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
    });
  });
});
