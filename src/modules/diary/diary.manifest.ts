import type { ModuleManifest } from '../../shared/module-manifest';
import { DIARY_COMMANDS } from './adapters/cli/diary-commands';
import { DiaryHttpModule, DiaryModule } from './diary.module';

export const DIARY: ModuleManifest = {
  name: 'diary',
  core: DiaryModule,
  server: [DiaryHttpModule],
  commands: DIARY_COMMANDS,
  schemas: [],
};
