import type { DynamicModule, Type } from '@nestjs/common';
import type { EntitySchema } from 'typeorm';
import type { AdminCommand } from './admin-command';

/** What one module contributes to the service; src/modules.ts lists them, and everything else reads that list. */
export interface ModuleManifest {
  name: string;
  /** The Nest module whose providers run the module's admin commands (the CLI loads these alone). */
  core: Type<unknown>;
  /** What the server adds for it (controllers, workers); nothing when its operations reach the server as admin commands. */
  server: ReadonlyArray<Type<unknown> | DynamicModule>;
  commands: readonly AdminCommand[];
  /** TypeORM entity schemas (most modules read and write with SQL and declare none). */
  schemas: readonly EntitySchema[];
}
