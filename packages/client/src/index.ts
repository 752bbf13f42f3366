export { DiaryClient, type DiaryClientOptions, type Paged } from './client.js';
export { DiaryNetworkError, DiaryProblemError } from './errors.js';
export { DEFAULT_RETRY, type RetryOptions } from './retry.js';
export type {
  Change,
  ChangePage,
  ChangesParams,
  Entry,
  EntryPage,
  EntrySummary,
  ListEntriesParams,
  ProblemDocument,
  Tag,
} from './types.js';
export type { components, paths } from './generated/openapi.js';
