import { QueryFailedError } from 'typeorm';
import { DEADLOCK_ATTEMPTS, retryingDeadlocks } from './account-locks';

const deadlock = () =>
  new QueryFailedError('DELETE FROM accounts', [], Object.assign(new Error('deadlock detected'), { code: '40P01' }));

describe('retryingDeadlocks', () => {
  it('runs a transaction PostgreSQL chose as a deadlock victim again, and returns its answer', async () => {
    let calls = 0;
    const answer = await retryingDeadlocks(async () => {
      if (++calls < DEADLOCK_ATTEMPTS) throw deadlock();
      return 'done';
    });
    expect([answer, calls]).toEqual(['done', DEADLOCK_ATTEMPTS]);
  });

  it(`gives up after ${DEADLOCK_ATTEMPTS} attempts with the last deadlock as it came`, async () => {
    let calls = 0;
    await expect(
      retryingDeadlocks(async () => {
        calls++;
        throw deadlock();
      }),
    ).rejects.toThrow('deadlock detected');
    expect(calls).toBe(DEADLOCK_ATTEMPTS);
  });

  it('does not run again on any other failure', async () => {
    let calls = 0;
    const violation = Object.assign(new Error('violates foreign key constraint'), { code: '23503' });
    await expect(
      retryingDeadlocks(async () => {
        calls++;
        throw violation;
      }),
    ).rejects.toBe(violation);
    expect(calls).toBe(1);
  });
});
