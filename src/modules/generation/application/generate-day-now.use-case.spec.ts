import { InMemoryEntryRepository } from '../../../../test/support/fakes/in-memory-entry.repository';
import { InMemoryGenerationJobRepository } from '../../../../test/support/fakes/in-memory-generation-job.repository';
import { emptyEnrichment } from '../../ingest';
import { GenerateDayNow } from './generate-day-now.use-case';
import type { GenerateDay, GenerateDayResult } from './generate-day.use-case';

const DAY = '2026-11-20';
const MATERIAL_UP_TO = new Date('2026-11-20T18:00:00Z');

/** GenerateDay as a script: it writes the day (into the entries given) or says why it did not. */
function scriptedGeneration(entries: InMemoryEntryRepository, result: GenerateDayResult): GenerateDay {
  const generate = async (input: { accountId: string; day: string }) => {
    if (result.generated) {
      await entries.save(input.accountId, [
        {
          date: input.day,
          title: 'By the canal',
          content: '# By the canal',
          summary: '',
          tags: [],
          sources: ['Phone'],
          wordCount: 3,
          enrichment: emptyEnrichment(),
          generatedAt: new Date(),
          origin: 'generated',
        },
      ]);
    }
    return result;
  };
  return { execute: generate } as unknown as GenerateDay;
}

describe('GenerateDayNow', () => {
  it("answers the day's new entry and settles its pending job, so the worker does not write it again", async () => {
    const entries = new InMemoryEntryRepository();
    const jobs = new InMemoryGenerationJobRepository();
    await jobs.schedule([{ accountId: 'a', day: DAY, materialAt: MATERIAL_UP_TO }], new Date(Date.now() + 60_000));
    const now = new GenerateDayNow(
      scriptedGeneration(entries, { generated: true, materialUpTo: MATERIAL_UP_TO }),
      jobs,
      entries,
    );
    const answer = await now.execute({ accountId: 'a', day: DAY });
    expect(answer).toMatchObject({ generated: true, entry: { date: DAY, title: 'By the canal' } });
    expect(jobs.job('a', DAY)!.state).toBe('done');
  });

  it('revives a parked day', async () => {
    const entries = new InMemoryEntryRepository();
    const jobs = new InMemoryGenerationJobRepository();
    await jobs.schedule([{ accountId: 'a', day: DAY, materialAt: MATERIAL_UP_TO }], new Date(0));
    jobs.job('a', DAY)!.state = 'parked';
    const now = new GenerateDayNow(
      scriptedGeneration(entries, { generated: true, materialUpTo: MATERIAL_UP_TO }),
      jobs,
      entries,
    );
    await now.execute({ accountId: 'a', day: DAY });
    expect(jobs.job('a', DAY)!.state).toBe('done');
  });

  it('says why nothing was written, and leaves the job as it was', async () => {
    const entries = new InMemoryEntryRepository();
    const jobs = new InMemoryGenerationJobRepository();
    const reason = `no artifacts for ${DAY}`;
    const now = new GenerateDayNow(scriptedGeneration(entries, { generated: false, reason }), jobs, entries);
    expect(await now.execute({ accountId: 'a', day: DAY })).toEqual({ generated: false, reason });
    expect(jobs.job('a', DAY)).toBeUndefined();
  });
});
