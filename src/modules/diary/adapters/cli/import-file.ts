import * as fs from 'node:fs';
import * as readline from 'node:readline';
import { CommandOperations, CommandUsageError } from '../../../../shared/admin-command';
import { parseImportedEntry } from '../../application/import-entries.use-case';

/** A batch ends at this many entries or bytes of JSON, whichever comes first: what the server parses at once stays small. */
const BATCH_ENTRIES = 500;
const BATCH_BYTES = 2 * 1024 * 1024;

/**
 * Reads a JSON Lines file of entries twice, holding one batch at a time: first
 * it refuses the file whole if any line is malformed (naming the line), then it
 * imports it in batches, reporting progress.
 */
export async function importEntriesFile(
  operations: CommandOperations,
  accountId: string,
  file: string,
  progress: (message: string) => void,
): Promise<{ imported: number }> {
  if (!fs.existsSync(file)) throw new CommandUsageError(`no such file: ${file}`);
  let total = 0;
  // Two lines for one date import one entry (the later wins): the count is of dates, kept as one bit a day.
  const dates = new DaySet();
  for await (const { raw } of entryLines(file)) {
    if (raw === undefined) continue;
    total++;
    dates.add((raw as { date: string }).date);
  }

  let imported = 0;
  let batch: unknown[] = [];
  let batchBytes = 0;
  const send = async () => {
    const result = (await operations.run('entries.import', { accountId, entries: batch })) as { imported: number };
    imported += result.imported;
    batch = [];
    batchBytes = 0;
    if (total > BATCH_ENTRIES) progress(`imported ${imported}/${total}`);
  };
  for await (const { raw, bytes } of entryLines(file)) {
    if (raw === undefined) continue;
    if (batch.length > 0 && (batch.length >= BATCH_ENTRIES || batchBytes + bytes > BATCH_BYTES)) await send();
    batch.push(raw);
    batchBytes += bytes;
  }
  if (batch.length > 0 || total === 0) await send();
  return { imported: Math.min(imported, dates.size) };
}

/** A set of calendar days of the years 1 to 9999 (31 bits a month) in 465 KB, however many lines name them. */
class DaySet {
  private readonly bits = new Uint8Array((372 * 10_000) / 8);
  size = 0;

  add(date: string): void {
    const [year, month, day] = date.split('-').map(Number);
    const index = (year - 1) * 372 + (month - 1) * 31 + (day - 1);
    const mask = 1 << (index % 8);
    if (this.bits[index >> 3] & mask) return;
    this.bits[index >> 3] |= mask;
    this.size++;
  }
}

/** Each line of the file parsed and validated (`raw` undefined for a blank line); a bad line throws naming `file:line`. */
async function* entryLines(file: string): AsyncGenerator<{ raw: unknown; bytes: number }> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') {
      yield { raw: undefined, bytes: 0 };
      continue;
    }
    try {
      const raw: unknown = JSON.parse(line);
      parseImportedEntry(raw, new Date());
      yield { raw, bytes: Buffer.byteLength(line) };
    } catch (error) {
      // A bad line is bad input (exit 2), whatever refused it: the JSON parser, a rule of the entry, a character.
      throw new CommandUsageError(
        `${file}:${lineNumber}: ${error instanceof SyntaxError ? `not valid JSON (${error.message})` : (error as Error).message}`,
      );
    }
  }
}
