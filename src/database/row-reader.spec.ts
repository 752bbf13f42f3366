import { RowReader, RowShapeError } from './row-reader';

describe('RowReader', () => {
  const at = new Date('2026-11-25T12:00:00Z');
  const row = RowReader.of(
    {
      id: 'x',
      n: 3,
      big: '12',
      none: null,
      at,
      tags: ['a', 'b'],
      state: 'done',
      doc: { a: 1 },
      yes: true,
      bytes: Buffer.from('x'),
    },
    'things',
  );

  it('reads each column as the type it is asked for, bigints given as text included', () => {
    expect(row.text('id')).toBe('x');
    expect(row.integer('n')).toBe(3);
    expect(row.integer('big')).toBe(12);
    expect(row.nullableText('none')).toBeNull();
    expect(row.nullableDate('none')).toBeNull();
    expect(row.date('at')).toBe(at);
    expect(row.textArray('tags')).toEqual(['a', 'b']);
    expect(row.oneOf('state', ['pending', 'done'] as const)).toBe('done');
    expect(row.anyJson('doc')).toEqual({ a: 1 });
    expect(row.boolean('yes')).toBe(true);
    expect(row.nullableBytes('bytes')).toEqual(Buffer.from('x'));
    expect(row.nullableBytes('none')).toBeNull();
  });

  it('names the table and column whose value has another type', () => {
    expect(() => row.text('n')).toThrow(new RowShapeError('things', 'n', 'text', 3));
    expect(() => row.date('id')).toThrow('things.id: expected a timestamp, got string');
    expect(() => row.integer('id')).toThrow(RowShapeError);
    expect(() => row.oneOf('state', ['pending'] as const)).toThrow('things.state: expected pending');
    expect(() => row.anyJson('missing')).toThrow(RowShapeError);
    expect(() => RowReader.of(undefined, 'things')).toThrow(RowShapeError);
  });
});
