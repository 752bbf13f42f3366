import type { ProblemDocument } from './types.js';

/**
 * An answer of the API other than a success: its Problem Details as typed fields. `slug` is the last segment of
 * `type` (`invalid-api-key`, `rate-limit-exceeded`, `entry-not-found`...), the stable thing to branch on.
 */
export class DiaryProblemError extends Error {
  override readonly name = 'DiaryProblemError';
  /** The problem type's URI; a page describing it is served there. */
  readonly type: string;
  readonly slug: string;
  readonly status: number;
  readonly title: string;
  /** An upper-case machine code (`INVALID_API_KEY`) or, for bad requests and rate limits, a sentence. */
  readonly detail: string;
  readonly requestId: string | undefined;
  /** For `bad-request`: one item per parameter in error. */
  readonly errors: ProblemDocument['errors'];
  /** Seconds the server asked to wait (`Retry-After`), when it did. */
  readonly retryAfterSeconds: number | undefined;

  constructor(problem: ProblemDocument, retryAfterSeconds?: number) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`);
    this.type = problem.type;
    this.slug = problem.type.slice(problem.type.lastIndexOf('/') + 1);
    this.status = problem.status;
    this.title = problem.title;
    this.detail = problem.detail;
    this.requestId = problem.requestId;
    this.errors = problem.errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /**
   * From a failed response and its body (parsed JSON or text). A body that is not Problem Details, such as a
   * proxy's HTML error page, gives `type` `about:blank` and the status line.
   */
  static fromResponse(response: Response, body: unknown): DiaryProblemError {
    const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
    if (isProblem(body)) return new DiaryProblemError(body, retryAfter);
    return new DiaryProblemError(
      {
        type: 'about:blank',
        title: response.statusText || `HTTP ${response.status}`,
        status: response.status,
        detail: typeof body === 'string' && body.length <= 200 ? body : `HTTP ${response.status}`,
        instance: new URL(response.url || 'http://unknown/').pathname,
        requestId: response.headers.get('x-request-id') ?? '',
      },
      retryAfter,
    );
  }
}

/** The API could not be reached (connection refused or reset, DNS, a timeout) after the retries. */
export class DiaryNetworkError extends Error {
  override readonly name = 'DiaryNetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

function isProblem(body: unknown): body is ProblemDocument {
  if (!body || typeof body !== 'object') return false;
  const candidate = body as Record<string, unknown>;
  return (
    typeof candidate.type === 'string' && typeof candidate.status === 'number' && typeof candidate.title === 'string'
  );
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
