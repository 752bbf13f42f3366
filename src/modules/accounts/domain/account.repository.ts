import type { Page, PageRequest } from '../../../shared/list-page';
import type { Account, AccountSettings, Plan } from './account';

export abstract class AccountRepository {
  abstract create(input: AccountSettings): Promise<Account>;
  /** A page of accounts, oldest first; null when `after` names no account. */
  abstract listPage(page: PageRequest): Promise<Page<Account> | null>;
  abstract findById(id: string): Promise<Account | null>;
  /** Returns the updated account, or null when there is none with that id. */
  abstract setPlan(id: string, plan: Plan): Promise<Account | null>;
  /** Changes the settings given; returns the updated account, or null when there is none with that id. */
  abstract update(id: string, changes: Partial<AccountSettings>): Promise<Account | null>;
  /** Deletes the account and, by the schema's foreign keys, every row it owns, in one statement; false when there was none. */
  abstract delete(id: string): Promise<boolean>;
}
