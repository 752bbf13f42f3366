import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { DiaryModule } from '../diary';
import { ArtifactStoreModule } from '../ingest';
import { EraseAccount } from './application/erase-account.use-case';
import { ExportAccountPage } from './application/export-account-page.use-case';

/** What an account's owner may do with all of their data at once: take it away (export), or have it erased. */
@Module({
  imports: [AccountsModule, DiaryModule, ArtifactStoreModule],
  providers: [EraseAccount, ExportAccountPage],
  exports: [EraseAccount, ExportAccountPage],
})
export class PrivacyModule {}
