import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { WebhookTokenLimitError } from '../../modules/accounts/domain/accounts.errors';
import { EntryNotFoundError } from '../../modules/diary/domain/diary.errors';
import { InvalidInputError, declareProblem } from '../domain-error';
import { RateLimitExceededError } from '../rate-limit';
import { buildProblem } from './problem';
import { allProblems, findProblem, statusOf } from './problem-types';
import { toProblem } from './to-problem';

/** What the client reads: the Problem Details body, its headers, and whether we log it as ours. */
function answered(error: unknown) {
  const { problem, unexpected } = toProblem(error);
  const body = buildProblem(problem, { url: '/x?y=1', id: 'req-1' }, 'https://errors.test');
  return { ...body, type: body.type.replace('https://errors.test/', ''), headers: problem.headers, unexpected };
}

describe('toProblem', () => {
  it('maps a domain error to its type, status and machine code', () => {
    expect(answered(new EntryNotFoundError('2026-01-01'))).toMatchObject({
      type: 'entry-not-found',
      status: 404,
      title: 'Not Found',
      detail: 'ENTRY_NOT_FOUND',
      instance: '/x',
      requestId: 'req-1',
      unexpected: false,
    });
  });

  it('answers every declared error with its own type and the status of its kind (the token limit is a 409 conflict)', () => {
    expect(answered(new WebhookTokenLimitError())).toMatchObject({
      type: 'webhook-token-limit-reached',
      status: 409,
      title: 'Conflict',
    });
  });

  it('keeps the sentence and the parameter list of a validation error', () => {
    expect(
      answered(
        new InvalidInputError('Invalid query parameter limit: must be an integer from 1 to 100.', [
          { parameter: 'limit', message: 'x' },
        ]),
      ),
    ).toMatchObject({
      type: 'bad-request',
      status: 400,
      detail: 'Invalid query parameter limit: must be an integer from 1 to 100.',
      errors: [{ parameter: 'limit', message: 'x' }],
    });
  });

  it('gives a rate-limit error its sentence and Retry-After', () => {
    expect(
      answered(new RateLimitExceededError({ limit: 120, remaining: 0, resetSeconds: 17, exceeded: true })),
    ).toMatchObject({
      type: 'rate-limit-exceeded',
      status: 429,
      detail: 'Rate limit of 120 requests per minute exceeded. Retry in 17 seconds.',
      headers: { 'Retry-After': 17 },
    });
  });

  it("maps Fastify's own errors, also when Nest wraps them", () => {
    const tooLarge = Object.assign(new Error('too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(answered(tooLarge)).toMatchObject({ type: 'payload-too-large', status: 413 });
    expect(answered(new HttpException('x', 413, { cause: tooLarge }))).toMatchObject({
      type: 'payload-too-large',
      status: 413,
    });
    const badJson = Object.assign(new SyntaxError('Unexpected end'), { statusCode: 400 });
    expect(answered(new HttpException('x', 400, { cause: badJson }))).toMatchObject({
      type: 'invalid-json',
      status: 400,
    });
    expect(
      answered(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 })),
    ).toMatchObject({ type: 'unsupported-media-type', status: 415 });
  });

  it('maps an unknown route and other client errors by status', () => {
    expect(answered(new NotFoundException('Cannot GET /nope'))).toMatchObject({
      type: 'not-found',
      status: 404,
      detail: 'No route matches GET /nope.',
    });
    expect(answered(new BadRequestException('bad'))).toMatchObject({ type: 'bad-request', status: 400 });
  });

  it('answers 503 when the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(answered(refused)).toMatchObject({
      type: 'service-unavailable',
      status: 503,
      headers: { 'Retry-After': 2 },
      unexpected: false,
    });
    expect(answered(new Error('Connection terminated unexpectedly'))).toMatchObject({
      type: 'service-unavailable',
      status: 503,
    });
  });

  it('hides anything else behind a generic 500, flagged for the log', () => {
    expect(answered(new TypeError('x is undefined'))).toMatchObject({
      type: 'internal-error',
      status: 500,
      detail: 'The service failed unexpectedly. Quote the request id when reporting it.',
      unexpected: true,
    });
  });
});

describe('the problem catalogue', () => {
  it('lists each type once, with a status and a description, the declared ones included', () => {
    const slugs = allProblems().map((problem) => problem.type);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'entry-not-found',
        'webhook-token-limit-reached',
        'bad-request',
        'service-unavailable',
        'request-timeout',
      ]),
    );
    for (const problem of allProblems()) {
      expect(statusOf(problem)).toBeGreaterThanOrEqual(400);
      expect(problem.description.length).toBeGreaterThan(10);
    }
    expect(findProblem('webhook-token-limit-reached')).toBeDefined();
    expect(findProblem('no-such-problem')).toBeUndefined();
  });

  it('refuses one slug declared as two kinds of failure', () => {
    expect(() => declareProblem('entry-not-found', 'conflict', 'something else')).toThrow(
      /declared as not-found and as conflict/,
    );
  });
});
