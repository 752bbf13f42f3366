/** Human-readable rendering of a command's result: a table for lists, aligned lines for one object. */
export function formatHuman(result: unknown): string {
  if (typeof result === 'string') return result;
  if (Array.isArray(result)) return result.length === 0 ? '(none)' : table(result as Record<string, unknown>[]);
  if (result && typeof result === 'object') {
    const entries = Object.entries(result);
    const width = Math.max(...entries.map(([key]) => key.length));
    return entries.map(([key, value]) => `${key.padEnd(width)}  ${cell(value)}`).join('\n');
  }
  return String(result);
}

function table(rows: Record<string, unknown>[]): string {
  const columns = Object.keys(rows[0]);
  const cells = rows.map((row) => columns.map((column) => cell(row[column])));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((row) => row[i].length)));
  const line = (values: string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(columns), ...cells.map(line)].join('\n');
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
