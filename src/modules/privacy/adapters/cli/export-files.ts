import { once } from 'node:events';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CommandOperations, CommandUsageError } from '../../../../shared/admin-command';
import type { ExportPart } from '../../application/export-account-page.use-case';

/**
 * Writes `DIR/entries.jsonl`, `DIR/artifacts.jsonl` and `DIR/removed.jsonl` (what
 * retention removed, per day) page by page (one page in
 * memory at a time), each under a temporary name until it is complete, so that
 * a file by its final name is always a whole export. An export is all of an
 * owner's data: its folder must be the user's alone (see privateFolder), and each
 * file is created new (never an existing file or a link's target), readable by its user only.
 */
export async function exportAccountFiles(
  operations: CommandOperations,
  accountId: string,
  dir: string,
  progress: (message: string) => void,
): Promise<{ entries: number; artifacts: number; removed: number; dir: string }> {
  const target = path.resolve(dir);
  privateFolder(target);
  const entries = await exportPart(operations, accountId, 'entries', target, progress);
  const artifacts = await exportPart(operations, accountId, 'artifacts', target, progress);
  const removed = await exportPart(operations, accountId, 'removed', target, progress);
  return { entries, artifacts, removed, dir: target };
}

async function exportPart(
  operations: CommandOperations,
  accountId: string,
  part: ExportPart,
  dir: string,
  progress: (message: string) => void,
): Promise<number> {
  const file = path.join(dir, `${part}.jsonl`);
  const partial = `${file}.partial`;
  const out = fs.createWriteStream(partial, { fd: createExclusive(partial) });
  let count = 0;
  try {
    let after: string | undefined;
    do {
      const page = (await operations.run('accounts.export', { accountId, part, after })) as {
        items: unknown[];
        next: string | null;
      };
      for (const item of page.items) {
        if (!out.write(`${JSON.stringify(item)}\n`)) await once(out, 'drain');
      }
      count += page.items.length;
      if (page.items.length > 0) progress(`exported ${count} ${part}`);
      after = page.next ?? undefined;
    } while (after !== undefined);
    out.end();
    await once(out, 'finish');
    fs.renameSync(partial, file);
    return count;
  } catch (error) {
    out.destroy();
    if (!out.closed) await once(out, 'close');
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * The export's folder, created 0700 when missing. Refused (a usage error) when another
 * user owns it, when its group or others may write in it (they could plant or swap
 * the files, a sticky /tmp included), or when it is a link another user made.
 */
function privateFolder(target: string): void {
  const user = process.getuid?.();
  const link = lstatOrNull(target);
  if (link?.isSymbolicLink() && user !== undefined && link.uid !== user) {
    throw new CommandUsageError(`--out ${target} is a link made by user ${link.uid}: export into a folder of your own`);
  }
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) throw new CommandUsageError(`--out ${target} is not a folder`);
  if (user !== undefined && stat.uid !== user)
    throw new CommandUsageError(`--out ${target} belongs to user ${stat.uid}: export into a folder of your own`);
  if ((stat.mode & 0o022) !== 0) {
    throw new CommandUsageError(
      `--out ${target} can be written by other users (mode ${(stat.mode & 0o7777).toString(8)}): export into a folder only you can write`,
    );
  }
}

function lstatOrNull(target: string): fs.Stats | null {
  try {
    return fs.lstatSync(target);
  } catch {
    return null;
  }
}

const EXCLUSIVE = fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | (fs.constants.O_NOFOLLOW ?? 0);

/**
 * A new file, 0600, open for writing: never one that exists, never through a link.
 * Whatever is at the name already (a leftover of an interrupted export) is removed
 * first; unlinking a link removes the link, not its target.
 */
function createExclusive(file: string): number {
  try {
    return fs.openSync(file, EXCLUSIVE, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    fs.unlinkSync(file);
    return fs.openSync(file, EXCLUSIVE, 0o600);
  }
}
