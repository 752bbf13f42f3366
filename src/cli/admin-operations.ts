import { Injectable, Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AccountsModule } from '../modules/accounts';
import { DiaryModule } from '../modules/diary';
import { GenerationModule } from '../modules/generation';
import { ArtifactStoreModule } from '../modules/ingest';
import { PrivacyModule } from '../modules/privacy';
import { checkOperation } from '../shared/admin-command';
import { commandByWireName } from './registry';

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
    return command.run(this.modules.get(command.useCase, { strict: false }), checkOperation(command, input ?? {}));
  }
}

@Module({
  imports: [AccountsModule, ArtifactStoreModule, DiaryModule, GenerationModule, PrivacyModule],
  providers: [AdminOperations],
  exports: [AdminOperations],
})
export class AdminOperationsModule {}
