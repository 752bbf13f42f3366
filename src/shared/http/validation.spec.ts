import type { ArgumentMetadata } from '@nestjs/common';
import { IsOptional } from 'class-validator';
import { InvalidInputError } from '../domain-error';
import { IsCalendarDateString, IsIntegerString, requestValidation } from './validation';

class Query {
  @IsOptional()
  @IsCalendarDateString()
  from?: string;

  @IsOptional()
  @IsIntegerString(1, 100)
  limit?: string;
}

class NoQuery {}

/** As Fastify's query parser gives it: own members only, no prototype. */
function parsed(members: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(Object.create(null), members);
}

const pipe = requestValidation('query');
const as = (metatype: unknown): ArgumentMetadata => ({
  type: 'query',
  metatype: metatype as ArgumentMetadata['metatype'],
  data: undefined,
});

async function refusal(value: unknown, metatype: unknown = Query): Promise<InvalidInputError> {
  try {
    await pipe.transform(value, as(metatype));
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInputError);
    return error as InvalidInputError;
  }
  throw new Error(`accepted ${JSON.stringify(value)}`);
}

const INHERITED = [
  ...new Set([
    ...Object.getOwnPropertyNames(Object.prototype),
    ...Object.getOwnPropertyNames(Function.prototype),
    'prototype',
  ]),
];

describe('requestValidation', () => {
  it('answers a repeated valid input from memory, and refuses an invalid one every time', async () => {
    const first = await pipe.transform(parsed({ from: '2026-01-02', limit: '7' }), as(Query));
    const again = await pipe.transform(parsed({ from: '2026-01-02', limit: '7' }), as(Query));
    expect(again).toBe(first);
    expect(again).toBeInstanceOf(Query);
    expect(Object.isFrozen(again)).toBe(true);
    expect(await pipe.transform(parsed({ from: '2026-01-03', limit: '7' }), as(Query))).toMatchObject({
      from: '2026-01-03',
    });
    for (let i = 0; i < 2; i++) expect((await refusal(parsed({ from: '2026-02-30' }))).detail).toContain('from');
  });

  it('keeps a bounded memory: more distinct inputs than it holds are all still validated', async () => {
    for (let day = 1; day <= 1_200; day++) {
      const from = `2026-01-01`;
      const value = await pipe.transform(parsed({ from, limit: String((day % 100) + 1) }), as(Query));
      expect(value).toMatchObject({ from, limit: String((day % 100) + 1) });
    }
    expect((await refusal(parsed({ limit: '101' }))).detail).toContain('limit');
  });

  it('accepts declared parameters and gives them to the handler', async () => {
    const value = await pipe.transform(parsed({ from: '2026-01-01', limit: '5' }), as(Query));
    expect(value).toBeInstanceOf(Query);
    expect(value).toMatchObject({ from: '2026-01-01', limit: '5' });
    expect(await pipe.transform(parsed({}), as(NoQuery))).toBeInstanceOf(NoQuery);
  });

  it.each(INHERITED)('refuses %s, a name every object or class inherits, as unknown', async (name) => {
    for (const metatype of [Query, NoQuery]) {
      const error = await refusal(parsed({ [name]: '1' }), metatype);
      expect(error.errors).toEqual([{ parameter: name, message: 'is not a known parameter' }]);
      expect(error.detail).toBe(`Unknown query parameter ${name}.`);
    }
  });

  it('refuses __proto__ given as an own member, as a JSON-like parser makes it', async () => {
    const query = JSON.parse('{"__proto__": "1", "from": "2026-01-01"}') as Record<string, unknown>;
    expect((await refusal(query)).detail).toBe('Unknown query parameter __proto__.');
  });

  it('names every unknown parameter, and a repeated one', async () => {
    const error = await refusal(parsed({ page: '2', constructor: '1', limit: ['1', '2'] }));
    expect(error.errors).toEqual([
      { parameter: 'page', message: 'is not a known parameter' },
      { parameter: 'constructor', message: 'is not a known parameter' },
      { parameter: 'limit', message: 'is given more than once' },
    ]);
    expect((await refusal(parsed({ from: ['2026-01-01', '2026-01-02'] }))).detail).toBe(
      'The query parameter from is given more than once.',
    );
  });

  it.each([
    ['empty', '', 'Unknown query parameter "".'],
    ['with a space', 'a b', 'Unknown query parameter "a b".'],
    ['with U+0000', 'a\u0000b', 'Unknown query parameter "a\\u0000b".'],
    ['undecodable', '%E0%A4%A', 'Unknown query parameter "%E0%A4%A".'],
    ['a quote', '"', 'Unknown query parameter "\\"".'],
    ['with brackets', 'limit[]', 'Unknown query parameter limit[].'],
    ['1000 characters long', 'x'.repeat(1000), `Unknown query parameter "${'x'.repeat(64)}…".`],
  ])('quotes and cuts an odd name (%s) in the detail', async (_label, name, detail) => {
    const error = await refusal(parsed({ [name]: '1' }));
    expect(error.detail).toBe(detail);
    expect(error.errors[0].parameter.length).toBeLessThanOrEqual(65);
  });

  it('refuses every parameter when the handler declares no DTO class, rather than none', async () => {
    for (const metatype of [undefined, Object])
      expect((await refusal(parsed({ anything: '1' }), metatype)).detail).toBe('Unknown query parameter anything.');
  });

  it('still validates values, naming the parameter', async () => {
    expect((await refusal(parsed({ from: '0000-01-01' }))).detail).toBe(
      'Invalid query parameter from: must be a real day written YYYY-MM-DD, from 0001-01-01 to 9999-12-31.',
    );
    expect((await refusal(parsed({ limit: '0x10' }))).errors).toEqual([
      { parameter: 'limit', message: 'must be an integer from 1 to 100' },
    ]);
  });
});
