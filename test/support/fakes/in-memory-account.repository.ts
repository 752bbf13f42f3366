import { randomUUID } from 'node:crypto';
import { Clock, SYSTEM_CLOCK } from '../../../src/shared/clock';
import { Page, PageRequest, pageOf } from '../../../src/shared/list-page';
import type { Account, AccountSettings, Plan } from '../../../src/modules/accounts/domain/account';
import { AccountRepository } from '../../../src/modules/accounts/domain/account.repository';

/** AccountRepository in memory, oldest first in order of creation; a deletion takes only the account row. */
export class InMemoryAccountRepository extends AccountRepository {
  readonly accounts = new Map<string, Account>();

  constructor(private readonly clock: Clock = SYSTEM_CLOCK) {
    super();
  }

  /** An account stored directly, for specs that need one to exist. */
  add(fields: Partial<Account> = {}): Account {
    const account: Account = {
      id: randomUUID(),
      name: 'Ada',
      plan: 'advanced',
      timezone: 'UTC',
      identities: [],
      createdAt: this.clock.now(),
      ...fields,
    };
    this.accounts.set(account.id, account);
    return account;
  }

  async create(input: AccountSettings): Promise<Account> {
    return this.add(input);
  }

  async listPage(page: PageRequest): Promise<Page<Account> | null> {
    const all = [...this.accounts.values()];
    const start = page.after === null ? 0 : all.findIndex((account) => account.id === page.after) + 1;
    if (start === 0 && page.after !== null) return null;
    return pageOf(all.slice(start, start + page.limit + 1), page.limit, (account) => account.id);
  }

  async findById(id: string): Promise<Account | null> {
    return this.accounts.get(id) ?? null;
  }

  async setPlan(id: string, plan: Plan): Promise<Account | null> {
    return this.update(id, { plan });
  }

  async update(id: string, changes: Partial<AccountSettings>): Promise<Account | null> {
    const account = this.accounts.get(id);
    if (!account) return null;
    const updated = { ...account, ...changes };
    this.accounts.set(id, updated);
    return updated;
  }

  async delete(id: string): Promise<boolean> {
    return this.accounts.delete(id);
  }
}
