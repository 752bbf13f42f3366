export { DiaryModule } from './diary.module';
export { ImportEntries, parseImportedEntry } from './application/import-entries.use-case';
export { EntryOperations } from './adapters/cli/entry-operations';
export { EntryRepository } from './domain/entry.repository';
export type { Entry, EntryToSave, TagRef } from './domain/entry';
export { countWords, summarize, titleOf } from './domain/markdown';
export { slugify, displayNameOf, isTagSlug } from './domain/tag-slug';
export { toEntryResponse } from './adapters/http/entry.response';
