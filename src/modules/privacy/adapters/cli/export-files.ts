import { once } from 'node:events';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CommandOperations } from '../../../../shared/admin-command';
import type { ExportPart } from '../../application/export-account-page.use-case';

/**
 * Writes `DIR/entries.jsonl` and `DIR/artifacts.jsonl` page by page (one page in
 * memory at a time), each under a temporary name until it is complete, so that
 * a file by its final name is always a whole export.
 */
export async function exportAccountFiles(
  operations: CommandOperations,
  accountId: string,
  dir: string,
  progress: (message: string) => void,
): Promise<{ entries: number; artifacts: number; dir: string }> {
  const target = path.resolve(dir);
  fs.mkdirSync(target, { recursive: true });
  const entries = await exportPart(operations, accountId, 'entries', target, progress);
  const artifacts = await exportPart(operations, accountId, 'artifacts', target, progress);
  return { entries, artifacts, dir: target };
}

async function exportPart(operations: CommandOperations, accountId: string, part: ExportPart, dir: string, progress: (message: string) => void): Promise<number> {
  const file = path.join(dir, `${part}.jsonl`);
  const partial = `${file}.partial`;
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  let count = 0;
  try {
    let after: string | undefined;
    do {
      const page = (await operations.run('accounts.export', { accountId, part, after })) as { items: unknown[]; next: string | null };
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
    // The stream opens its file asynchronously: removed only once closed, or a late open would leave it behind.
    out.destroy();
    if (!out.closed) await once(out, 'close');
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
