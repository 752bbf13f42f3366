/**
 * A row read with raw SQL did not have the shape its parse function expects: a query and its parse function
 * disagree, or the schema moved. Never caused by a caller's input.
 */
export class RowShapeError extends Error {
  constructor(table: string, column: string, expected: string, value: unknown) {
    super(`${table}.${column}: expected ${expected}, got ${value === null ? 'null' : typeof value}`);
    this.name = 'RowShapeError';
  }
}

/**
 * Reads the columns of one row returned by raw SQL (pg's values: text, numbers, Date for timestamptz, parsed JSON
 * for jsonb, arrays) and checks each type, so that a parse function per table (`artifactFromRow(row: unknown)`)
 * builds its domain object without casts: the database boundary is where types can lie.
 */
export class RowReader {
  private constructor(
    private readonly row: Readonly<Record<string, unknown>>,
    private readonly table: string,
  ) {}

  static of(row: unknown, table: string): RowReader {
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      throw new RowShapeError(table, '*', 'a row', row);
    return new RowReader(Object.fromEntries(Object.entries(row)), table);
  }

  text(column: string): string {
    const value = this.row[column];
    if (typeof value !== 'string') throw this.mismatch(column, 'text');
    return value;
  }

  nullableText(column: string): string | null {
    return this.row[column] === null ? null : this.text(column);
  }

  /** An integer as pg gives it: a number (int4), or the text of a bigint or numeric (count(*), sums). */
  integer(column: string): number {
    const value = this.row[column];
    const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw this.mismatch(column, 'an integer');
    return number;
  }

  /** A float8, or null (an aggregate over no rows). */
  nullableNumber(column: string): number | null {
    const value = this.row[column];
    if (value === null) return null;
    if (typeof value !== 'number') throw this.mismatch(column, 'a number');
    return value;
  }

  date(column: string): Date {
    const value = this.row[column];
    if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw this.mismatch(column, 'a timestamp');
    return value;
  }

  nullableDate(column: string): Date | null {
    return this.row[column] === null ? null : this.date(column);
  }

  textArray(column: string): string[] {
    const value = this.row[column];
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
      throw this.mismatch(column, 'text[]');
    return value.map(String);
  }

  boolean(column: string): boolean {
    const value = this.row[column];
    if (typeof value !== 'boolean') throw this.mismatch(column, 'a boolean');
    return value;
  }

  /** A bytea, or null. */
  nullableBytes(column: string): Buffer | null {
    const value = this.row[column];
    if (value === null) return null;
    if (!Buffer.isBuffer(value)) throw this.mismatch(column, 'bytea');
    return value;
  }

  oneOf<T extends string>(column: string, values: readonly T[]): T {
    const value = this.text(column);
    const known = values.find((candidate) => candidate === value);
    if (known === undefined) throw this.mismatch(column, values.join(' | '));
    return known;
  }

  /** A json or jsonb value, checked by `is` (the stored shape the service itself wrote). */
  json<T>(column: string, is: (value: unknown) => value is T, expected: string): T {
    const value = this.row[column];
    if (!is(value)) throw this.mismatch(column, expected);
    return value;
  }

  /** A json or jsonb value handed on as it is (a payload: whatever the sender sent). */
  anyJson(column: string): unknown {
    if (!(column in this.row)) throw this.mismatch(column, 'a JSON value');
    return this.row[column];
  }

  private mismatch(column: string, expected: string): RowShapeError {
    return new RowShapeError(this.table, column, expected, this.row[column]);
  }
}

/** The `n` of a statement that answers one row counting what it changed (`SELECT count(*)::int AS n FROM changed`). */
export function countFrom(rows: unknown, table: string): number {
  if (!Array.isArray(rows) || rows.length !== 1) throw new RowShapeError(table, 'n', 'one row', rows);
  return RowReader.of(rows[0], table).integer('n');
}
