import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { CreateAccount } from './create-account.use-case';

describe('CreateAccount', () => {
  const setup = () => {
    const accounts = new InMemoryAccountRepository();
    return { accounts, create: new CreateAccount(accounts) };
  };

  it.each([
    ['an empty name', { name: '  ', plan: 'free' }, 'name must be 1 to 200 characters.'],
    ['a name of 201 characters', { name: 'a'.repeat(201), plan: 'free' }, 'name must be 1 to 200 characters.'],
    ['a name with a newline', { name: 'Ada\nLovelace', plan: 'free' }, 'name must not contain control characters'],
    ['an unknown plan', { name: 'Ada', plan: 'premium' }, 'plan must be advanced or free, got "premium".'],
    [
      'an unknown time zone',
      { name: 'Ada', plan: 'free', timezone: 'Mars/Olympus' },
      'timezone must be an IANA time zone name, got "Mars/Olympus".',
    ],
  ])('refuses %s, naming the field, and stores nothing', async (_case, input, message) => {
    const { accounts, create } = setup();
    await expect(create.execute(input)).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining(message),
    });
    expect(accounts.accounts.size).toBe(0);
  });

  it('stores the trimmed name and plan, counting days in UTC unless told a zone', async () => {
    const { accounts, create } = setup();
    const account = await create.execute({ name: '  Ada  ', plan: 'advanced' });
    expect(account).toMatchObject({ name: 'Ada', plan: 'advanced', timezone: 'UTC' });
    expect(await accounts.findById(account.id)).toEqual(account);
  });

  it('keeps the time zone it is given', async () => {
    const { create } = setup();
    const account = await create.execute({ name: 'Ada', plan: 'free', timezone: 'Europe/Paris' });
    expect(account.timezone).toBe('Europe/Paris');
  });

  it('accepts a name of exactly 200 characters', async () => {
    const { create } = setup();
    await expect(create.execute({ name: 'a'.repeat(200), plan: 'free' })).resolves.toMatchObject({
      name: 'a'.repeat(200),
    });
  });
});
