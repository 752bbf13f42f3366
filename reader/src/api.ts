/** An answer other than a success, from its Problem Details (or the network's failure, status 0). */
export interface Problem {
  status: number;
  /** The last segment of the problem's `type`: `invalid-api-key`, `rate-limit-exceeded`... */
  slug: string;
  title: string;
  detail: string;
  requestId: string | null;
  retryAfterSeconds: number | null;
}

export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(`${problem.status} ${problem.slug}`);
  }
}

type Params = Record<string, string | number | undefined>;

/** The public read API of the origin that served the page: the key goes nowhere else. */
export class ReaderApi {
  constructor(private readonly key: string) {}

  async get<T>(path: `/api/v1/${string}`, params: Params = {}): Promise<T> {
    const url = new URL(path, window.location.origin);
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) url.searchParams.set(name, String(value));
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Authorization: `Bearer ${this.key}`, Accept: 'application/json' },
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-cache',
      });
    } catch {
      throw new ApiError(problem(0, 'network', 'The service cannot be reached', ''));
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && body !== null) return body as T;
    throw new ApiError(problemOf(response, body));
  }
}

function problemOf(response: Response, body: unknown): Problem {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const type = typeof fields.type === 'string' ? fields.type : 'about:blank';
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    ...problem(
      response.status,
      type.slice(type.lastIndexOf('/') + 1),
      typeof fields.title === 'string' ? fields.title : response.statusText,
      typeof fields.detail === 'string' ? fields.detail : '',
    ),
    requestId: typeof fields.requestId === 'string' ? fields.requestId : response.headers.get('x-request-id'),
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

function problem(status: number, slug: string, title: string, detail: string): Problem {
  return { status, slug, title, detail, requestId: null, retryAfterSeconds: null };
}
