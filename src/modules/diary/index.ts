export { DiaryHttpModule, DiaryModule } from './diary.module';
export { DIARY_COMMANDS } from './adapters/cli/diary-commands';
export { EntryRepository } from './domain/entry.repository';
export type { Entry, PortableEntry } from './domain/entry';
export { countWords, summarize, titleOf } from './domain/markdown';
export { analyzeMarkdown } from './domain/markdown';
export { escapeMarkdownText, markdownImage, markdownLink } from './domain/markdown-text';
export { slugify } from './domain/tag-slug';
export { toEntryResponse } from './adapters/http/entry.response';
