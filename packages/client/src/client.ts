import createClient, { type Client } from 'openapi-fetch';
import { DiaryProblemError } from './errors.js';
import type { paths } from './generated/openapi.js';
import { DEFAULT_RETRY, type RetryOptions, retryingFetch } from './retry.js';
import type { ChangePage, ChangesParams, Entry, EntryPage, EntrySummary, ListEntriesParams, Tag } from './types.js';

export interface DiaryClientOptions {
  /** An API key, `diary_sk_...`, with the scopes of what is called (entries:list, entries:read, tags:read). */
  apiKey: string;
  /** Where the service runs (default `http://127.0.0.1:3000`). */
  baseUrl?: string;
  /** Retries of 429, 503 and network failures, and the per-attempt timeout; see RetryOptions. */
  retry?: Partial<RetryOptions>;
  /** The fetch to send with (default: the global one), for proxies, tests or instrumentation. */
  fetch?: (request: Request) => Promise<Response>;
}

/** Everything the helpers read pages of: an async iterable of the items, and `pages()` for the pages themselves. */
export interface Paged<Item, Page> extends AsyncIterable<Item> {
  pages(): AsyncIterable<Page>;
}

const MAX_ENTRY_PAGE = 100;

/**
 * The Diary Service read API. Every method throws DiaryProblemError for an answer other than a success (typed
 * Problem Details) and DiaryNetworkError when the service cannot be reached; 429 and 503 are retried first.
 */
export class DiaryClient {
  /** The typed fetch client underneath (openapi-fetch), for what the helpers do not cover. */
  readonly api: Client<paths>;

  constructor(options: DiaryClientOptions) {
    if (!options.apiKey) throw new TypeError('DiaryClient needs an apiKey (diary_sk_...)');
    const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
    this.api = createClient<paths>({
      baseUrl: (options.baseUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
      headers: { Authorization: `Bearer ${options.apiKey}`, Accept: 'application/json' },
      fetch: retryingFetch(send, { ...DEFAULT_RETRY, ...options.retry }),
    });
  }

  /**
   * The entries of a window, newest first, read a page at a time as the loop asks for them:
   * `for await (const entry of client.listEntries({ from: '2026-01-01', tag: 'run' }))`.
   * Like the API, without `from` the window is the 30 days before `to` (today by default).
   */
  listEntries(params: ListEntriesParams = {}): Paged<EntrySummary, EntryPage> {
    const { pageSize = MAX_ENTRY_PAGE, ...query } = params;
    const pages = async function* (this: DiaryClient): AsyncGenerator<EntryPage> {
      for (let offset = 0; ;) {
        const page = await this.entryPage({ ...query, limit: pageSize, offset });
        yield page;
        offset += page.data.length;
        if (page.data.length === 0 || offset >= page.pagination.total) return;
      }
    }.bind(this);
    return paged(pages, (page) => page.data);
  }

  /** One page of entries, as `GET /api/v1/entries` answers it (with `pagination.total`). */
  async entryPage(query: ListEntriesParams & { limit?: number; offset?: number }): Promise<EntryPage> {
    const { pageSize: _ignored, ...params } = query;
    return unwrap(await this.api.GET('/api/v1/entries', { params: { query: params } }));
  }

  /** The entry of one day (`YYYY-MM-DD`); a day without one throws DiaryProblemError with slug `entry-not-found`. */
  async getEntry(date: string): Promise<Entry> {
    return unwrap(await this.api.GET('/api/v1/entries/{date}', { params: { path: { date } } }));
  }

  /** The account's tags with their entry counts, most used first. */
  async listTags(): Promise<Tag[]> {
    return unwrap(await this.api.GET('/api/v1/tags')).data;
  }

  /**
   * The change feed from `cursor` (the beginning without one) up to now, a page at a time. Store each page's
   * `nextCursor` once its changes are handled and start from it next time: every change is seen once.
   * `for await (const change of client.changes({ cursor }))` gives the changes themselves.
   */
  changes(params: ChangesParams = {}): Paged<ChangePage['data'][number], ChangePage> {
    const limit = params.limit ?? 100;
    const pages = async function* (this: DiaryClient): AsyncGenerator<ChangePage> {
      for (let cursor = params.cursor; ;) {
        const query = cursor === undefined ? { limit } : { limit, cursor };
        const page = unwrap(await this.api.GET('/api/v1/changes', { params: { query } }));
        yield page;
        // A short page is the end of what has committed; the next call starts from its cursor.
        if (page.data.length < limit) return;
        cursor = page.nextCursor;
      }
    }.bind(this);
    return paged(pages, (page) => page.data);
  }
}

function paged<Item, Page>(pages: () => AsyncGenerator<Page>, items: (page: Page) => Item[]): Paged<Item, Page> {
  return {
    pages,
    async *[Symbol.asyncIterator]() {
      for await (const page of pages()) yield* items(page);
    },
  };
}

function unwrap<Data>(result: { data?: Data; error?: unknown; response: Response }): Data {
  if (result.response.ok && result.data !== undefined) return result.data;
  throw DiaryProblemError.fromResponse(result.response, result.error);
}
