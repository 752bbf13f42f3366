import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { EntryNotFoundError } from '../../modules/diary/domain/diary.errors';
import { InvalidInputError } from '../domain-error';
import { RateLimitExceededError } from '../rate-limit';
import { toProblem } from './to-problem';

describe('toProblem', () => {
  it('maps a domain error to its type, status and machine code', () => {
    expect(toProblem(new EntryNotFoundError('2026-01-01'))).toEqual({
      problem: { type: 'entry-not-found', status: 404, detail: 'ENTRY_NOT_FOUND', errors: undefined, headers: undefined },
      unexpected: false,
    });
  });

  it('keeps the sentence and the parameter list of a validation error', () => {
    const { problem } = toProblem(new InvalidInputError('Invalid query parameter limit: must be an integer from 1 to 100.', [{ parameter: 'limit', message: 'x' }]));
    expect(problem).toMatchObject({ type: 'bad-request', status: 400, detail: 'Invalid query parameter limit: must be an integer from 1 to 100.', errors: [{ parameter: 'limit', message: 'x' }] });
  });

  it('gives a rate-limit error its sentence and Retry-After', () => {
    const { problem } = toProblem(new RateLimitExceededError({ limit: 120, remaining: 0, resetSeconds: 17, exceeded: true }));
    expect(problem).toMatchObject({ type: 'rate-limit-exceeded', status: 429, detail: 'Rate limit of 120 requests per minute exceeded. Retry in 17 seconds.', headers: { 'Retry-After': 17 } });
  });

  it("maps Fastify's own errors, also when Nest wraps them", () => {
    const tooLarge = Object.assign(new Error('too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(toProblem(tooLarge).problem.type).toBe('payload-too-large');
    expect(toProblem(new HttpException('x', 413, { cause: tooLarge })).problem.type).toBe('payload-too-large');
    const badJson = Object.assign(new SyntaxError('Unexpected end'), { statusCode: 400 });
    expect(toProblem(new HttpException('x', 400, { cause: badJson })).problem.type).toBe('invalid-json');
    expect(toProblem(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 })).problem.type).toBe('unsupported-media-type');
  });

  it('maps an unknown route and other client errors by status', () => {
    expect(toProblem(new NotFoundException('Cannot GET /nope')).problem).toMatchObject({ type: 'not-found', status: 404, detail: 'No route matches GET /nope.' });
    expect(toProblem(new BadRequestException('bad')).problem).toMatchObject({ type: 'bad-request', status: 400 });
  });

  it('answers 503 when the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(toProblem(refused)).toMatchObject({ problem: { type: 'service-unavailable', headers: { 'Retry-After': 2 } }, unexpected: false });
    expect(toProblem(new Error('Connection terminated unexpectedly')).problem.type).toBe('service-unavailable');
  });

  it('hides anything else behind a generic 500, flagged for the log', () => {
    expect(toProblem(new TypeError('x is undefined'))).toEqual({
      problem: { type: 'internal-error', detail: 'The service failed unexpectedly. Quote the request id when reporting it.' },
      unexpected: true,
    });
  });
});
