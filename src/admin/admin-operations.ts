import { Injectable, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { MODULES } from '../module-list';
import { AccountNotFoundError, AccountRepository } from '../modules/accounts';
import { checkOperation } from './check-operation';
import { databaseFailureOf } from '../shared/database-failure';
import { DomainError } from '../shared/domain-error';
import { commandByWireName } from './command-registry';

/**
 * Runs any admin command by its wire name (`keys.create`), JSON in and JSON
 * out, where the database is: in the CLI's own process or, in embedded mode,
 * inside the server that owns it (admin-socket.ts).
 */
@Injectable()
export class AdminOperations {
  constructor(private readonly modules: ModuleRef) {}

  has(name: string): boolean {
    return commandByWireName(name) !== undefined;
  }

  /** Every transport's operations come here: their input is checked against the command's shape first (CommandUsageError). */
  async run(name: string, input: unknown): Promise<unknown> {
    const command = commandByWireName(name);
    if (!command) throw new Error(`unknown operation ${name}`);
    const checked = checkOperation(command, input ?? {});
    try {
      return await command.run(this.modules.get(command.useCase, { strict: false }), checked);
    } catch (error) {
      throw await this.lostToErasure(error, checked);
    }
  }

  /**
   * An operation on an account that failed unexpectedly while the account was being erased (a foreign key, a row
   * gone between two statements) lost that race: it answers as it would a moment later, the account is gone (404),
   * not as a failure of ours (500).
   */
  private async lostToErasure(error: unknown, input: unknown): Promise<unknown> {
    if (error instanceof DomainError || databaseFailureOf(error) !== null) return error;
    const accountId = (input as { accountId?: unknown } | null)?.accountId;
    if (typeof accountId !== 'string') return error;
    const account = await this.modules
      .get(AccountRepository, { strict: false })
      .findById(accountId)
      .catch(() => 'unknown');
    return account === null ? new AccountNotFoundError(accountId) : error;
  }
}

@Module({
  imports: MODULES.map((module) => module.core),
  providers: [AdminOperations],
  exports: [AdminOperations],
})
export class AdminOperationsModule {}
