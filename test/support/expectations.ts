import { statusPhrase } from '../../src/shared/http/problem';

export const ERRORS = 'https://diary.test/errors';

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): any;
}

/**
 * A Problem Details answer as every client sees it: the status, the media type,
 * the type URI, the title of the status, the request id in body and header.
 * Returns the body for further checks.
 */
export function expectProblem(response: Answer, status: number, slug: string, detail?: string): any {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json();
  expect(body).toMatchObject({ type: `${ERRORS}/${slug}`, status, title: statusPhrase(status) });
  if (detail !== undefined) expect(body.detail).toBe(detail);
  expect(body.requestId).toBe(response.headers['x-request-id']);
  return body;
}

/** Polls `probe` until it gives a value (not undefined), every `intervalMs`, failing after `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  intervalMs = 20,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
