import { Injectable } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import { lockAccountForErasure, retryingDeadlocks } from '../../../../database/account-locks';
import { PreparedStatements } from '../../../../database/prepared-statements';
import { RowReader } from '../../../../database/row-reader';
import { Page, PageRequest, pageOf } from '../../../../shared/list-page';
import { isUuid } from '../../../../shared/uuid';
import type { Account, AccountSettings, Plan } from '../../domain/account';
import { AccountRepository } from '../../domain/account.repository';
import { AccountRecord, AccountSchema } from './account.records';

function toAccount(record: AccountRecord): Account {
  return {
    id: record.id,
    name: record.name,
    plan: record.plan as Plan,
    timezone: record.timezone,
    identities: record.identities ?? [],
    createdAt: record.createdAt,
  };
}

const ACCOUNT_BY_ID = {
  name: 'accounts-by-id',
  text: 'SELECT id, name, plan, timezone, identities, created_at FROM accounts WHERE id = $1',
};

@Injectable()
export class TypeOrmAccountRepository extends AccountRepository {
  private readonly accounts: Repository<AccountRecord>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly statements: PreparedStatements,
  ) {
    super();
    this.accounts = dataSource.getRepository(AccountSchema);
  }

  async create(input: AccountSettings): Promise<Account> {
    return toAccount(await this.accounts.save(this.accounts.create(input)));
  }

  async listPage(page: PageRequest): Promise<Page<Account> | null> {
    // Keyset: the rows after the cursor's (created_at, id), read along accounts_created_idx; never OFFSET.
    const query = this.accounts
      .createQueryBuilder('a')
      .orderBy('a.createdAt', 'ASC')
      .addOrderBy('a.id', 'ASC')
      .limit(page.limit + 1);
    if (page.after !== null)
      query.where('(a.created_at, a.id) > (SELECT created_at, id FROM accounts WHERE id = :after)', {
        after: page.after,
      });
    const records = await query.getMany();
    if (records.length === 0 && page.after !== null && !(await this.findById(page.after))) return null;
    return pageOf(records.map(toAccount), page.limit, (account) => account.id);
  }

  /** Prepared and pipelined: every generated day and every credential check asks it. */
  async findById(id: string): Promise<Account | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.statements.query<unknown>(ACCOUNT_BY_ID, [id]);
    if (row === undefined) return null;
    const read = RowReader.of(row, 'accounts');
    return toAccount({
      id: read.text('id'),
      name: read.text('name'),
      plan: read.text('plan'),
      timezone: read.text('timezone'),
      identities: read.textArray('identities'),
      createdAt: read.date('created_at'),
    });
  }

  async setPlan(id: string, plan: Plan): Promise<Account | null> {
    return this.update(id, { plan });
  }

  async update(id: string, changes: Partial<AccountSettings>): Promise<Account | null> {
    if (!isUuid(id)) return null;
    if (Object.keys(changes).length === 0) return this.findById(id);
    const result = await this.accounts.update({ id }, changes);
    return result.affected ? this.findById(id) : null;
  }

  /**
   * The account row goes, and every row of every module with it (foreign keys, ON DELETE CASCADE), in one
   * transaction that first takes the account's lock (account-locks.ts): writers in flight finish first, later
   * ones wait and then find the account gone. A deadlock with a writer outside that order is retried, bounded.
   */
  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return retryingDeadlocks(() =>
      this.dataSource.transaction(async (manager) => {
        await lockAccountForErasure(manager, id);
        const deleted: unknown[] = await manager.query(
          'WITH deleted AS (DELETE FROM accounts WHERE id = $1 RETURNING 1) SELECT 1 FROM deleted',
          [id],
        );
        return deleted.length > 0;
      }),
    );
  }
}
