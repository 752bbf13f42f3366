import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../../../shared/domain-error';
import { AccountNotFoundError, AccountRepository, DeleteAccount } from '../../accounts';
import { EntryRepository, ForgetErasedAccount } from '../../diary';
import { ArtifactRepository } from '../../ingest';

export interface ErasedAccount {
  id: string;
  deleted: { entries: number; artifacts: number; keys: number; tokens: number };
}

/**
 * Erasure of an account and everything it owns: entries, tags, artifacts,
 * delivery records, keys, tokens, generation jobs (all rows go with the account
 * row, by foreign keys, in one statement), cached answers and rate-limit
 * counters on every instance. `confirm` must repeat the id: nothing is deleted otherwise.
 */
@Injectable()
export class EraseAccount {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly entries: EntryRepository,
    private readonly artifacts: ArtifactRepository,
    private readonly deleteAccount: DeleteAccount,
    private readonly forgetErasedAccount: ForgetErasedAccount,
  ) {}

  async execute(input: { accountId: string; confirm: string | undefined }): Promise<ErasedAccount> {
    if (input.confirm !== input.accountId) {
      throw new InvalidInputError(
        `Erasing an account needs its id repeated as confirmation (--confirm ${input.accountId}); nothing was deleted.`,
        [{ parameter: 'confirm', message: 'must equal the account id' }],
      );
    }
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);
    const [entries, artifacts] = await Promise.all([
      this.entries.countForAccount(input.accountId),
      this.artifacts.countForAccount(input.accountId),
    ]);
    const credentials = await this.deleteAccount.execute(input.accountId);
    await this.forgetErasedAccount.execute(input.accountId);
    return { id: input.accountId, deleted: { entries, artifacts, ...credentials } };
  }
}
