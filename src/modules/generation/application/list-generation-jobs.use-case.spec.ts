import { InMemoryGenerationJobRepository } from '../../../../test/support/fakes/in-memory-generation-job.repository';
import { SYSTEM_CLOCK } from '../../../shared/clock';
import { UnknownCursorError } from '../../../shared/list-page';
import { ListGenerationJobs } from './list-generation-jobs.use-case';

const A = '0f8d1a52-5b1e-4c1a-9d44-7f2b8a6e0c11';
const B = '9a3c7e10-2d4b-4f6e-8a1c-5b7d9e0f2a33';

describe('ListGenerationJobs', () => {
  const setup = async () => {
    const jobs = new InMemoryGenerationJobRepository();
    for (const [accountId, day] of [
      [A, '2026-11-18'],
      [A, '2026-11-19'],
      [B, '2026-11-20'],
    ])
      await jobs.schedule([{ accountId, day, materialAt: new Date() }], new Date());
    return { jobs, list: new ListGenerationJobs(jobs, SYSTEM_CLOCK) };
  };

  it('pages through the jobs with the cursor of the last one, and ends with no cursor', async () => {
    const { list } = await setup();
    const first = await list.execute({ failedOnly: false, limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.next).toBe(`${first.items[1].accountId}:${first.items[1].day}`);
    const second = await list.execute({ failedOnly: false, limit: 2, after: first.next! });
    expect(second.items).toHaveLength(1);
    expect(second.next).toBeNull();
  });

  it("lists one account's jobs, and only those with an error when asked", async () => {
    const { jobs, list } = await setup();
    jobs.job(A, '2026-11-18')!.lastError = 'digest thread failed';
    expect((await list.execute({ accountId: A, failedOnly: false })).items.map((job) => job.day).sort()).toEqual([
      '2026-11-18',
      '2026-11-19',
    ]);
    expect((await list.execute({ failedOnly: true })).items.map((job) => job.day)).toEqual(['2026-11-18']);
  });

  it.each([
    ['not a job cursor', 'yesterday'],
    ['a cursor without its day', `${A}:`],
  ])('refuses %s as the cursor', async (_case, after) => {
    const { list } = await setup();
    await expect(list.execute({ failedOnly: false, after })).rejects.toThrow(
      `after must be the cursor of a page (the id of the last item listed), got "${after}"`,
    );
  });

  it('says so when the cursor names no job', async () => {
    const { list } = await setup();
    await expect(list.execute({ failedOnly: false, after: `${B}:2001-01-01` })).rejects.toBeInstanceOf(
      UnknownCursorError,
    );
  });
});
