import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { RecordingCredentialEvents } from '../../../../test/support/fakes/recording-credential-events';
import { SetAccountPlan } from './set-account-plan.use-case';

describe('SetAccountPlan', () => {
  const setup = () => {
    const accounts = new InMemoryAccountRepository();
    const events = new RecordingCredentialEvents();
    return { accounts, events, setPlan: new SetAccountPlan(accounts, events) };
  };

  it.each(['premium', 'Advanced', ''])('refuses the plan "%s", naming the field, and changes nothing', async (plan) => {
    const { accounts, events, setPlan } = setup();
    const account = accounts.add({ plan: 'free' });
    await expect(setPlan.execute({ accountId: account.id, plan })).rejects.toMatchObject({
      kind: 'invalid',
      message: `plan must be advanced or free, got "${plan}".`,
    });
    expect((await accounts.findById(account.id))!.plan).toBe('free');
    expect(events.published).toEqual([]);
  });

  it("changes the plan and tells every instance that the account's cached credentials are stale", async () => {
    const { accounts, events, setPlan } = setup();
    const account = accounts.add({ plan: 'advanced' });
    await expect(setPlan.execute({ accountId: account.id, plan: 'free' })).resolves.toMatchObject({ plan: 'free' });
    expect((await accounts.findById(account.id))!.plan).toBe('free');
    expect(events.published).toEqual([{ kind: 'account', id: account.id }]);
  });

  it('refuses an unknown account as not found and announces nothing', async () => {
    const { events, setPlan } = setup();
    await expect(setPlan.execute({ accountId: randomUUID(), plan: 'free' })).rejects.toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
    });
    expect(events.published).toEqual([]);
  });
});
