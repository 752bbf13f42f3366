import type { ModuleManifest } from '../../shared/module-manifest';
import { AccountsModule } from './accounts.module';
import { ACCOUNT_COMMANDS } from './adapters/cli/account-commands';
import { AccountSchema, ApiKeySchema, WebhookTokenSchema } from './adapters/persistence/account.records';

export const ACCOUNTS: ModuleManifest = {
  name: 'accounts',
  core: AccountsModule,
  server: [AccountsModule],
  commands: ACCOUNT_COMMANDS,
  schemas: [AccountSchema, ApiKeySchema, WebhookTokenSchema],
};
