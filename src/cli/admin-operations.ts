import { Injectable, Module } from '@nestjs/common';
import { AccountOperations, AccountsModule } from '../modules/accounts';
import { DiaryModule, EntryOperations } from '../modules/diary';
import { GenerationModule, GenerationOperations } from '../modules/generation';

/**
 * Every operation of the admin CLI by name, with JSON in and JSON out, so that
 * it can run in the CLI's own process or, in embedded mode, inside the server
 * that owns the database (see admin-socket.ts).
 */
@Injectable()
export class AdminOperations {
  private readonly table: Record<string, (input: any) => Promise<unknown>>;

  constructor(accounts: AccountOperations, entries: EntryOperations, generation: GenerationOperations) {
    this.table = {
      'accounts.create': (input) => accounts.accountsCreate(input),
      'accounts.list': () => accounts.accountsList(),
      'accounts.set-plan': (input) => accounts.accountsSetPlan(input),
      'keys.create': (input) => accounts.keysCreate(input),
      'keys.list': (input) => accounts.keysList(input),
      'keys.revoke': (input) => accounts.keysRevoke(input),
      'tokens.create': (input) => accounts.tokensCreate(input),
      'tokens.list': (input) => accounts.tokensList(input),
      'tokens.revoke': (input) => accounts.tokensRevoke(input),
      'entries.import': (input) => entries.entriesImport(input),
      'generate.day': (input) => generation.generateOne(input),
      'jobs.list': (input) => generation.jobsList(input),
    };
  }

  has(name: string): boolean {
    return Object.hasOwn(this.table, name);
  }

  run(name: string, input: unknown): Promise<unknown> {
    if (!this.has(name)) throw new Error(`unknown operation ${name}`);
    return this.table[name](input ?? {});
  }
}

@Module({
  imports: [AccountsModule, DiaryModule, GenerationModule],
  providers: [AdminOperations],
  exports: [AdminOperations],
})
export class AdminOperationsModule {}
