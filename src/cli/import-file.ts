import * as fs from 'node:fs';
import * as readline from 'node:readline';
import { parseImportedEntry } from '../modules/diary';
import { UsageError } from './cli-errors';
import type { OperationTransport } from './transport';

const BATCH_SIZE = 500;

/**
 * Reads a JSON Lines file of entries, refuses it whole if any line is malformed
 * (naming the line), then imports it in batches, reporting progress.
 */
export async function importEntriesFile(
  transport: OperationTransport,
  accountId: string,
  file: string,
  progress: (message: string) => void,
): Promise<{ imported: number }> {
  if (!fs.existsSync(file)) throw new UsageError(`no such file: ${file}`);
  const entries: unknown[] = [];
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
      parseImportedEntry(raw, new Date());
    } catch (error) {
      throw new Error(`${file}:${lineNumber}: ${error instanceof SyntaxError ? `not valid JSON (${error.message})` : (error as Error).message}`, { cause: error });
    }
    entries.push(raw);
  }

  let imported = 0;
  const showProgress = entries.length > BATCH_SIZE;
  for (let start = 0; start === 0 || start < entries.length; start += BATCH_SIZE) {
    const batch = entries.slice(start, start + BATCH_SIZE);
    const result = (await transport.run('entries.import', { accountId, entries: batch })) as { imported: number };
    imported += result.imported;
    if (showProgress) progress(`imported ${imported}/${entries.length}`);
  }
  return { imported };
}
