import type { ModuleManifest } from '../../shared/module-manifest';
import { PRIVACY_COMMANDS } from './adapters/cli/privacy-commands';
import { PrivacyModule } from './privacy.module';

/** Export and erasure reach the server as admin commands only. */
export const PRIVACY: ModuleManifest = {
  name: 'privacy',
  core: PrivacyModule,
  server: [],
  commands: PRIVACY_COMMANDS,
  schemas: [],
};
