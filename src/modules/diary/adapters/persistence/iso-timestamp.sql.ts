/** A timestamptz column as JavaScript's `toISOString()` writes it (UTC, milliseconds, `Z`). */
export const isoTimestamp = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
