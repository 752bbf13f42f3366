import * as fs from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { CoreModule } from '../database/core.module';
import { DataDirLock } from '../database/data-dir-lock';
import { Database } from '../database/database';
import { tightenedNotice } from '../database/private-data-dir';
import { ENTITY_SCHEMAS } from '../module-list';
import { AdminOperations, AdminOperationsModule } from '../admin/admin-operations';
import { adminSocketPath, callAdminSocket } from './admin-socket';

/** Where the CLI's operations run: in this process, or in the server owning the embedded database. */
export interface OperationTransport {
  run(name: string, input?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

@Module({})
class AdminRootModule {
  static forRoot(config: AppConfig, database: Database): DynamicModule {
    return { module: AdminRootModule, imports: [CoreModule.forRoot(config, database), AdminOperationsModule] };
  }
}

export async function openTransport(config: AppConfig): Promise<OperationTransport> {
  if (!config.databaseUrl && DataDirLock.owner(config.dataDir) !== null) return remoteTransport(config.dataDir);
  const database = await Database.open(config, ENTITY_SCHEMAS, { runMigrations: false });
  if (database.tightenedAtOpen) process.stderr.write(`${tightenedNotice(config.dataDir, database.tightenedAtOpen)}\n`);
  await database.migrateIfBehind();
  const context = await NestFactory.createApplicationContext(AdminRootModule.forRoot(config, database), {
    logger: false,
    abortOnError: false,
  });
  const operations = context.get(AdminOperations);
  return {
    run: (name, input) => operations.run(name, input),
    close: () => context.close(),
  };
}

async function remoteTransport(dataDir: string): Promise<OperationTransport> {
  // The server may still be starting: its socket appears once it is ready.
  for (let waited = 0; !fs.existsSync(adminSocketPath(dataDir)) && waited < 15_000; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { run: (name, input) => callAdminSocket(dataDir, name, input), close: async () => undefined };
}
