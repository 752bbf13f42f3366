import { QueryFailedError } from 'typeorm';
import { INTERNAL_ERROR, SERVICE_UNAVAILABLE } from './http/problem-types';
import { toProblem } from './http/to-problem';
import {
  DatabaseUnavailableError,
  POOL_WAIT_TIMEOUT_MESSAGE,
  databaseFailureOf,
  isSearchParserLimit,
  violatesAccountReference,
} from './database-failure';

/** An error as pg raises it for a server's ErrorResponse, wrapped as TypeORM wraps it. */
function serverError(code: string, message: string): QueryFailedError {
  return new QueryFailedError('SELECT 1', [], Object.assign(new Error(message), { code, severity: 'ERROR' }));
}

describe('database failures', () => {
  it.each<[string, unknown, string | null]>([
    [
      'statement_timeout (SQLSTATE 57014)',
      serverError('57014', 'canceling statement due to statement timeout'),
      'timeout',
    ],
    ['the client-side query read timeout', new Error('Query read timeout'), 'timeout'],
    [
      'the read timeout wrapped by TypeORM',
      new QueryFailedError('SELECT 1', [], new Error('Query read timeout')),
      'timeout',
    ],
    ['the wait for a free pooled connection', new Error(POOL_WAIT_TIMEOUT_MESSAGE), 'busy'],
    [
      'a connection not established within the connect timeout',
      new DatabaseUnavailableError(new Error('timeout expired'), 'could not connect to the database within 2000 ms'),
      'unavailable',
    ],
    ["pg-pool's own connect timeout", new Error('Connection terminated due to connection timeout'), 'unavailable'],
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      'unavailable',
    ],
    ['a lost connection', new Error('Connection terminated unexpectedly'), 'unavailable'],
    ['a discarded connection', new Error('Client was closed and is not queryable'), 'unavailable'],
    ['too many connections (SQLSTATE 53300)', serverError('53300', 'sorry, too many clients already'), 'unavailable'],
    [
      'a server shutting down (SQLSTATE 57P01)',
      serverError('57P01', 'terminating connection due to administrator command'),
      'unavailable',
    ],
    ['a connection exception (SQLSTATE 08006)', serverError('08006', 'connection failure'), 'unavailable'],
    ['a syntax error (SQLSTATE 42601)', serverError('42601', 'syntax error at or near "SELEC"'), null],
    [
      'a unique violation (SQLSTATE 23505)',
      serverError('23505', 'duplicate key value violates unique constraint'),
      null,
    ],
    ['a deadlock PostgreSQL broke (SQLSTATE 40P01)', serverError('40P01', 'deadlock detected'), 'conflict'],
    [
      'a serialization failure (SQLSTATE 40001)',
      serverError('40001', 'could not serialize access due to concurrent update'),
      'conflict',
    ],
    ['any other error', new TypeError('x is undefined'), null],
  ])('classifies %s', (_, error, failure) => {
    expect(databaseFailureOf(error)).toBe(failure);
  });

  it('follows causes a few levels deep, not forever', () => {
    const cyclic: { message: string; cause?: unknown } = { message: 'outer' };
    cyclic.cause = cyclic;
    expect(databaseFailureOf(cyclic)).toBeNull();
    expect(databaseFailureOf(new Error('outer', { cause: new Error('Query read timeout') }))).toBe('timeout');
  });

  describe('as answered to a client', () => {
    it.each<[string, unknown, number, string]>([
      [
        'a statement timeout',
        serverError('57014', 'canceling statement due to statement timeout'),
        5,
        'The database did not answer in time. Retry shortly.',
      ],
      [
        'a query read timeout',
        new QueryFailedError('SELECT 1', [], new Error('Query read timeout')),
        5,
        'The database did not answer in time. Retry shortly.',
      ],
      ['a pool wait that ran out', new Error(POOL_WAIT_TIMEOUT_MESSAGE), 1, 'The service is busy. Retry shortly.'],
      ['an unreachable database', new DatabaseUnavailableError(), 2, 'The database is unavailable. Retry shortly.'],
      [
        'a deadlock that outlasted the retries',
        serverError('40P01', 'deadlock detected'),
        1,
        'The request met concurrent changes and was rolled back. Retry shortly.',
      ],
    ])('answers %s with 503 service-unavailable and Retry-After, never 500', (_, error, retryAfter, detail) => {
      expect(toProblem(error)).toEqual({
        problem: { problem: SERVICE_UNAVAILABLE, detail, headers: { 'Retry-After': retryAfter } },
        unexpected: false,
      });
    });

    it('still answers a bad query with a 500 flagged for the log', () => {
      expect(toProblem(serverError('42601', 'syntax error'))).toMatchObject({
        problem: { problem: INTERNAL_ERROR },
        unexpected: true,
      });
    });
  });

  it('tells a foreign-key violation on the accounts table (an account erased meanwhile) from any other', () => {
    const violation = (detail: string) => {
      const error = serverError('23503', 'insert or update violates foreign key constraint');
      Object.assign(error.driverError, { detail });
      return error;
    };
    const onAccounts = violation(
      'Key (account_id)=(6c1f0b1e-6f8e-4f0e-9d55-0d6f1e2b3c4d) is not present in table "accounts".',
    );
    const onTags = violation('Key (tag_id)=(6c1f0b1e-6f8e-4f0e-9d55-0d6f1e2b3c4d) is not present in table "tags".');
    expect([onAccounts, onTags, serverError('23505', 'duplicate key')].map(violatesAccountReference)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('tells the full-text parser refusing words (as PostgreSQL 15 and 18 raise it) from other internal errors', () => {
    const raw = Object.assign(new Error('tsquery stack too small'), { code: 'XX000' });
    expect(isSearchParserLimit(raw)).toBe(true);
    expect(isSearchParserLimit(serverError('54001', 'tsquery is too large'))).toBe(true);
    expect(isSearchParserLimit(serverError('XX000', 'could not read block 7'))).toBe(false);
    expect(isSearchParserLimit(serverError('42601', 'syntax error in tsquery'))).toBe(false);
    expect(isSearchParserLimit(null)).toBe(false);
  });
});
