import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { EntriesController } from './adapters/http/entries.controller';
import { TagsController } from './adapters/http/tags.controller';
import { EntryOperations } from './adapters/cli/entry-operations';
import { SqlEntryRepository } from './adapters/persistence/sql-entry.repository';
import { GetEntry } from './application/get-entry.use-case';
import { ImportEntries } from './application/import-entries.use-case';
import { ListEntries } from './application/list-entries.use-case';
import { ListTags } from './application/list-tags.use-case';
import { EntryRepository } from './domain/entry.repository';

@Module({
  imports: [AccountsModule],
  controllers: [EntriesController, TagsController],
  providers: [{ provide: EntryRepository, useClass: SqlEntryRepository }, ListEntries, GetEntry, ListTags, ImportEntries, EntryOperations],
  exports: [EntryRepository, ImportEntries, EntryOperations],
})
export class DiaryModule {}
