import { InMemoryArtifactRepository } from '../../../../test/support/fakes/in-memory-artifact.repository';
import { InMemoryEntryRepository } from '../../../../test/support/fakes/in-memory-entry.repository';
import { InMemoryGenerationJobRepository } from '../../../../test/support/fakes/in-memory-generation-job.repository';
import { RecordingActivityLog } from '../../../../test/support/fakes/recording-activity-log';
import { TestClock } from '../../../../test/support/test-clock';
import { EntryEvents, RemoveGeneratedEntry } from '../../diary';
import type { EntryToSave } from '../../diary/domain/entry';
import { ArtifactNotFoundError, emptyEnrichment } from '../../ingest';
import { DeleteArtifact } from './delete-artifact.use-case';
import type { GenerateDay, GenerateDayResult } from './generate-day.use-case';

const DAY = '2026-11-20';

function storedEntry(origin: EntryToSave['origin']): EntryToSave {
  const at = new Date('2026-11-20T21:00:00Z');
  const text = { content: 'Text', summary: 'Text', title: null, wordCount: 1 };
  return { ...text, date: DAY, tags: [], sources: [], enrichment: emptyEnrichment(), generatedAt: at, origin };
}

/** The day's generation as a script: what it answers, and a promise that holds it (a heavy day) when given. */
function generation(result: () => GenerateDayResult, held?: Promise<void>): GenerateDay {
  const execute = async () => {
    await held;
    return result();
  };
  return { execute } as unknown as GenerateDay;
}

async function setup(generateDay: GenerateDay, entryOrigin: EntryToSave['origin'] = 'generated') {
  const artifacts = new InMemoryArtifactRepository();
  const entries = new InMemoryEntryRepository();
  const jobs = new InMemoryGenerationJobRepository();
  const clock = new TestClock();
  await entries.save('a', [storedEntry(entryOrigin)]);
  const store = (note: string) =>
    artifacts.store(
      {
        accountId: 'a',
        tokenId: 't',
        sourceLabel: 'Phone',
        day: DAY,
        payload: { note },
        enrichment: emptyEnrichment(),
        warnings: [],
      },
      null,
    );
  const remove = new RemoveGeneratedEntry(entries, new EntryEvents());
  const log = new RecordingActivityLog();
  const deleteArtifact = new DeleteArtifact(artifacts, generateDay, jobs, remove, log, clock);
  return { artifacts, entries, jobs, clock, store, deleteArtifact, log };
}

describe('DeleteArtifact', () => {
  it('regenerates the day without the artifact and settles its job', async () => {
    const upTo = new Date('2026-11-20T18:00:00Z');
    const t = await setup(generation(() => ({ generated: true, materialUpTo: upTo })));
    const { artifact } = await t.store('Private appointment');
    await t.store('Walked along the canal');
    expect(await t.deleteArtifact.execute(artifact.id)).toEqual({ id: artifact.id, day: DAY, deleted: true });
    expect(await t.artifacts.countForAccount('a')).toBe(1);
    expect(t.jobs.job('a', DAY)?.state).toBe('done');
  });

  it("removes the generated entry with the day's last artifact", async () => {
    const t = await setup(generation(() => ({ generated: false, reason: `no artifacts for ${DAY}` })));
    const { artifact } = await t.store('The only thing that day');
    await t.deleteArtifact.execute(artifact.id);
    expect(await t.entries.findByDate('a', DAY)).toBeNull();
  });

  it('leaves an entry its owner imported', async () => {
    const t = await setup(
      generation(() => ({ generated: false, reason: `no artifacts for ${DAY}` })),
      'imported',
    );
    const { artifact } = await t.store('The only thing that day');
    await t.deleteArtifact.execute(artifact.id);
    expect(await t.entries.findByDate('a', DAY)).not.toBeNull();
  });

  it('answers once its wait is over when the regeneration takes longer, and leaves the day to its job', async () => {
    const never = new Promise<void>(() => undefined);
    const t = await setup(generation(() => ({ generated: false, reason: 'unreachable' }), never));
    const { artifact } = await t.store('Private appointment');
    const before = t.clock.now().getTime();
    expect(await t.deleteArtifact.execute(artifact.id, 0)).toMatchObject({ deleted: true });
    const job = t.jobs.job('a', DAY)!;
    expect(job.state).toBe('pending');
    expect(job.runAfter.getTime()).toBeGreaterThanOrEqual(before);
    expect(t.log.lines.map((line) => line.message)).toEqual([
      expect.stringContaining(`${DAY} was not regenerated within 0 ms (late), its job will`),
    ]);
  });

  it('leaves the day to its job when the regeneration fails, and says why', async () => {
    const t = await setup(
      generation(() => {
        throw new Error('digest thread failed');
      }),
    );
    const { artifact } = await t.store('Private appointment');
    await t.deleteArtifact.execute(artifact.id);
    expect(t.jobs.job('a', DAY)?.state).toBe('pending');
    expect(t.log.lines.map((line) => line.message).join('\n')).toContain('digest thread failed');
  });

  it('refuses an artifact that does not exist', async () => {
    const t = await setup(generation(() => ({ generated: false, reason: 'none' })));
    await expect(t.deleteArtifact.execute('7c1d0c9e-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(
      ArtifactNotFoundError,
    );
  });
});
