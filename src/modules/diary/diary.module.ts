import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Database } from '../../database/database';
import { AppConfig } from '../../config/app-config';
import { AccountsHttpModule, AccountsModule } from '../accounts';
import { EntriesController } from './adapters/http/entries.controller';
import { TagsController } from './adapters/http/tags.controller';
import { ChangesController } from './adapters/http/changes.controller';
import { SqlEntryChangeFeed } from './adapters/persistence/sql-entry-change-feed';
import { SqlEntryChangeLog } from './adapters/persistence/sql-entry-change-log';
import { ChangeEras } from './adapters/persistence/change-eras';
import { SealedFeedCursors } from './adapters/persistence/sealed-feed-cursors';
import { FeedCursors } from './domain/feed-cursors';
import { ListEntryChanges } from './application/list-entry-changes.use-case';
import { EntryChangeFeed } from './domain/entry-change-feed';
import { EntryChangeLog } from './domain/entry-change-log';
import { SqlEntryDocuments } from './adapters/persistence/sql-entry-documents';
import { SqlEntryRepository } from './adapters/persistence/sql-entry.repository';
import { GetEntry } from './application/get-entry.use-case';
import { ImportEntries } from './application/import-entries.use-case';
import { ListEntries } from './application/list-entries.use-case';
import { ListTags } from './application/list-tags.use-case';
import { ThreadedMarkdownAnalyzer } from './adapters/markdown-thread/threaded-markdown-analyzer';
import { DropCachedAnswers } from './adapters/cache/drop-cached-answers.listener';
import { EntryEvents } from './application/entry-events';
import { ForgetErasedAccount } from './application/forget-erased-account.use-case';
import { RemoveGeneratedEntry } from './application/remove-generated-entry.use-case';
import { WriteEntries } from './application/write-entries.use-case';
import { CachedEntryDocuments, readCacheLimits } from './adapters/cache/cached-entry-documents';
import { LocalEntryChanges } from './adapters/cache/local-entry-changes';
import { PostgresEntryChanges } from './adapters/cache/postgres-entry-changes';
import { EntryChanges } from './domain/entry-changes';
import { EntryDocuments } from './domain/entry-documents';
import { EntryRepository } from './domain/entry.repository';
import { MarkdownAnalyzer } from './domain/markdown-analyzer';

@Module({
  imports: [AccountsModule],
  providers: [
    { provide: EntryRepository, useClass: SqlEntryRepository },
    SqlEntryDocuments,
    {
      provide: EntryChanges,
      inject: [AppConfig, DataSource, Database],
      useFactory: (config: AppConfig, dataSource: DataSource, database: Database) =>
        config.databaseUrl
          ? new PostgresEntryChanges(dataSource, config.databaseDirectUrl ?? config.databaseUrl, database)
          : new LocalEntryChanges(),
    },
    {
      provide: EntryDocuments,
      inject: [SqlEntryDocuments, EntryChanges, AppConfig],
      useFactory: (store: SqlEntryDocuments, changes: EntryChanges, config: AppConfig) =>
        new CachedEntryDocuments(store, changes, readCacheLimits(config.readCacheMegabytes)),
    },
    { provide: MarkdownAnalyzer, useClass: ThreadedMarkdownAnalyzer },
    ListEntries,
    GetEntry,
    ListTags,
    ImportEntries,
    { provide: EntryChangeFeed, useClass: SqlEntryChangeFeed },
    { provide: EntryChangeLog, useClass: SqlEntryChangeLog },
    { provide: FeedCursors, useClass: SealedFeedCursors },
    ChangeEras,
    ListEntryChanges,
    EntryEvents,
    WriteEntries,
    RemoveGeneratedEntry,
    ForgetErasedAccount,
    DropCachedAnswers,
  ],
  exports: [
    EntryChangeLog,
    EntryChanges,
    EntryRepository,
    ImportEntries,
    ListEntries,
    GetEntry,
    ListTags,
    ListEntryChanges,
    EntryEvents,
    WriteEntries,
    RemoveGeneratedEntry,
    ForgetErasedAccount,
  ],
})
export class DiaryModule {}

/** The read API's controllers over the diary's use cases (the admin CLI loads DiaryModule alone). */
@Module({
  imports: [DiaryModule, AccountsHttpModule],
  controllers: [EntriesController, TagsController, ChangesController],
})
export class DiaryHttpModule {}
