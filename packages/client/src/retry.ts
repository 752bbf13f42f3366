import { DiaryNetworkError, retryAfterSeconds } from './errors.js';

export interface RetryOptions {
  /** Retries after the first attempt, for 429, 503 and network failures (default 3; 0 turns retries off). */
  maxRetries: number;
  /** The longest single wait; a `Retry-After` longer than this is not waited for: the 429 or 503 is thrown. */
  maxWaitMs: number;
  /** The first backoff when the server gives no `Retry-After`; each retry doubles it (with jitter), up to maxWaitMs. */
  baseDelayMs: number;
  /** Each attempt is abandoned after this (default 30 s) and counts as a network failure. */
  timeoutMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { maxRetries: 3, maxWaitMs: 60_000, baseDelayMs: 500, timeoutMs: 30_000 };

type Fetch = (request: Request) => Promise<Response>;

/**
 * A fetch that retries what is worth retrying, boundedly: 429 after its `Retry-After`, 503 after its `Retry-After`
 * or an exponential backoff, and requests that failed to connect or timed out. Only GET and HEAD are retried (the
 * read API is all GETs). At most `maxRetries` more attempts, none waiting longer than `maxWaitMs`; the caller's
 * abort signal stops both the attempt and the wait.
 */
export function retryingFetch(fetchOnce: Fetch, options: RetryOptions, random: () => number = Math.random): Fetch {
  return async (request) => {
    const retryable = request.method === 'GET' || request.method === 'HEAD';
    for (let attempt = 0; ; attempt++) {
      const canRetry = retryable && attempt < options.maxRetries;
      const backoff = Math.min(options.maxWaitMs, options.baseDelayMs * 2 ** attempt) * (0.5 + random() / 2);
      let response: Response;
      try {
        const signal = AbortSignal.any([request.signal, AbortSignal.timeout(options.timeoutMs)]);
        response = await fetchOnce(new Request(request.clone(), { signal }));
      } catch (error) {
        if (request.signal.aborted) throw request.signal.reason;
        if (!canRetry) {
          throw new DiaryNetworkError(`${request.method} ${request.url} failed after ${attempt + 1} attempt(s)`, {
            cause: error,
          });
        }
        await sleep(backoff, request.signal);
        continue;
      }
      if (!canRetry || (response.status !== 429 && response.status !== 503)) return response;
      const asked = retryAfterSeconds(response.headers.get('retry-after'));
      const wait = asked === undefined ? backoff : asked * 1000;
      if (wait > options.maxWaitMs) return response;
      await response.body?.cancel();
      await sleep(wait, request.signal);
    }
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
