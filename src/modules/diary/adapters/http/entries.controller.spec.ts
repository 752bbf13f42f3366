import { SYSTEM_CLOCK } from '../../../../shared/clock';
import type { ArgumentMetadata } from '@nestjs/common';
import fc from 'fast-check';
import type { ApiKeyPrincipal } from '../../../accounts';
import { isCalendarDate } from '../../../../shared/calendar';
import { InvalidInputError } from '../../../../shared/domain-error';
import { requestValidation } from '../../../../shared/http/validation';
import { GetEntry } from '../../application/get-entry.use-case';
import { ListEntries } from '../../application/list-entries.use-case';
import { EntryDocuments, EntryListQuery } from '../../domain/entry-documents';
import { EntriesController } from './entries.controller';
import { ListEntriesQuery } from './list-entries.query';

const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

/** Records what the use case asks for, as PostgreSQL would take it, and answers an empty page of it. */
class RecordingDocuments extends EntryDocuments {
  asked: EntryListQuery[] = [];
  async list(query: EntryListQuery) {
    this.asked.push(query);
    return JSON.stringify({ data: [], pagination: { total: 0, limit: query.limit, offset: query.offset } });
  }
  async entry() {
    return null;
  }
  async tags() {
    return '{"data":[]}';
  }
}

const ZONES = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kathmandu', 'America/St_Johns'];

const dateLike = fc.oneof(
  fc
    .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    '0001-01-01',
    '0001-01-10',
    '0001-01-31',
    '9999-12-31',
    '9999-12-01',
    '0000-01-01',
    '0000-12-31',
    '2026-02-30',
    '2026-2-01',
    '+2026-01-01',
    '10000-01-01',
    '',
  ),
  fc
    .tuple(
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
      fc.boolean(),
    )
    .map(
      ([year, month, day, end]) =>
        `${String(end ? 9999 - year : year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    ),
  fc.string({ maxLength: 12 }),
);
const integerLike = fc.oneof(
  fc.integer({ min: -5, max: 200 }).map(String),
  fc.constantFrom(
    '0',
    '1',
    '100',
    '101',
    '2147483647',
    '2147483648',
    '99999999999999999999',
    '1.5',
    '1e2',
    '-1',
    '+1',
    ' 1',
    '0x10',
    '',
  ),
  fc.string({ maxLength: 6 }),
);
const tagLike = fc.oneof(
  fc.constantFrom('walk', 'morning-run', 'Bad Tag', 'double--hyphen', '', 'a'.repeat(65)),
  fc.string({ maxLength: 8 }),
);
/** Names that are not parameters, the properties every object inherits first among them. */
const unknownName = fc.oneof(
  fc.constantFrom(
    ...Object.getOwnPropertyNames(Object.prototype),
    'prototype',
    'length',
    'name',
    'page',
    'dryRun',
    'From',
    'limit[]',
    '',
  ),
  fc
    .string({ minLength: 1, maxLength: 10 })
    .filter((name) => !['from', 'to', 'tag', 'q', 'limit', 'offset'].includes(name)),
);

const rawQuery = fc
  .record(
    {
      from: dateLike,
      to: dateLike,
      tag: tagLike,
      limit: integerLike,
      offset: integerLike,
      extra: fc.tuple(unknownName, fc.string({ maxLength: 4 })),
      repeated: fc.constantFrom('from', 'to', 'tag', 'limit', 'offset'),
    },
    { requiredKeys: [] },
  )
  .map(({ extra, repeated, ...members }) => {
    // As Fastify's parser gives it: an object without a prototype, a repeated name as an array.
    const query: Record<string, unknown> = Object.create(null);
    for (const [name, value] of Object.entries(members)) query[name] = value;
    if (extra) query[extra[0]] = extra[1];
    if (repeated) query[repeated] = [query[repeated] ?? '1', '2'];
    return { query, unknown: extra?.[0], repeated };
  });

describe('GET /api/v1/entries: the date, paging and parameter rules together', () => {
  const pipe = requestValidation('query');
  const metadata: ArgumentMetadata = { type: 'query', metatype: ListEntriesQuery, data: undefined };

  beforeAll(() =>
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'queueMicrotask',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'hrtime',
        'performance',
      ],
    }),
  );
  afterAll(() => jest.useRealTimers());

  it('refuses a query as bad input or asks the store for a window within 0001-01-01..9999-12-31, whatever the clock', async () => {
    await fc.assert(
      fc.asyncProperty(
        rawQuery,
        fc.date({ noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        async ({ query, unknown, repeated }, now, timezone) => {
          jest.setSystemTime(now);
          const repository = new RecordingDocuments();
          const controller = new EntriesController(new ListEntries(repository, SYSTEM_CLOCK), new GetEntry(repository));
          const key = { keyId: 'k', accountId: 'a', timezone } as ApiKeyPrincipal;
          let answer;
          try {
            answer = await controller.list(key, (await pipe.transform(query, metadata)) as ListEntriesQuery);
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidInputError);
            const parameters = (error as InvalidInputError).errors.map((problem) => problem.parameter);
            expect(parameters.length).toBeGreaterThan(0);
            if (unknown !== undefined) expect(parameters).toContain(unknown);
            return;
          }
          expect(unknown).toBeUndefined();
          expect(repeated).toBeUndefined();
          expect(repository.asked).toHaveLength(1);
          const [asked] = repository.asked;
          expect(isCalendarDate(asked.from) && isCalendarDate(asked.to)).toBe(true);
          expect(FIRST_DAY <= asked.from && asked.from <= asked.to && asked.to <= LAST_DAY).toBe(true);
          if (typeof query.from === 'string') expect(asked.from).toBe(query.from);
          if (typeof query.to === 'string') expect(asked.to).toBe(query.to);
          expect(Number.isSafeInteger(asked.limit) && asked.limit >= 1 && asked.limit <= 100).toBe(true);
          expect(Number.isSafeInteger(asked.offset) && asked.offset >= 0 && asked.offset <= 2_147_483_647).toBe(true);
          expect(JSON.parse(answer).pagination).toEqual({ total: 0, limit: asked.limit, offset: asked.offset });
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('lists up to 9999-12-31 when the clock is past year 9999, and from 0001-01-01 before year 1', async () => {
    const repository = new RecordingDocuments();
    const controller = new EntriesController(new ListEntries(repository, SYSTEM_CLOCK), new GetEntry(repository));
    const key = { keyId: 'k', accountId: 'a', timezone: 'Pacific/Kiritimati' } as ApiKeyPrincipal;
    jest.setSystemTime(new Date('+010000-06-01T00:00:00Z'));
    await controller.list(key, new ListEntriesQuery());
    jest.setSystemTime(new Date('-000001-06-01T00:00:00Z'));
    await controller.list(key, new ListEntriesQuery());
    expect(repository.asked.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: '9999-12-01', to: '9999-12-31' },
      { from: '0001-01-01', to: '0001-01-01' },
    ]);
  });
});
