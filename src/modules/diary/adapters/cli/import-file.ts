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
  for await (const { raw } of entryLines(file)) {
    if (raw !== undefined) total++;
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
  return { imported };
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
      throw new Error(`${file}:${lineNumber}: ${error instanceof SyntaxError ? `not valid JSON (${error.message})` : (error as Error).message}`, { cause: error });
    }
  }
}
