import { shape, whole } from '../../../../shared/json-schema';
import { AdminCommand, CommandUsageError, defineCommand, requiredOption } from '../../../../shared/admin-command';
import { ImportEntries } from '../../application/import-entries.use-case';
import { importEntriesFile } from './import-file';

export const DIARY_COMMANDS: AdminCommand[] = [
  defineCommand({
    name: 'entries import',
    usage: '--file PATH',
    arguments: ['ACCOUNT_ID'],
    options: { file: 'string' },
    input: (words) => ({ accountId: words.positionals[0], file: requiredOption(words, 'file', 'entries import') }),
    // The file is read where the command line is, in byte-bounded batches; each batch is one operation.
    client: (input, operations, progress) => importEntriesFile(operations, input.accountId, input.file, progress),
    // What the operation takes from any transport (a batch of the file, one day, one page).
    takes: { accountId: 'string', entries: 'array' },
    useCase: ImportEntries,
    run: async (importEntries, batch: { accountId: string; entries: unknown[] }) => ({
      imported: await importEntries.execute(batch),
    }),
    http: {
      method: 'POST',
      path: '/accounts/:accountId/entries',
      summary: 'Import a batch of entries (body `{ entries: [...] }`, the import format)',
      answer: { schema: shape({ imported: whole }), example: { imported: 31 } },
      fields: ['entries'],
      operation: (call) => {
        const entries = (call.body as { entries?: unknown } | null)?.entries;
        if (!Array.isArray(entries)) throw new CommandUsageError('the body must be { "entries": [ ... ] }');
        return { accountId: call.params.accountId, entries };
      },
    },
  }),
];
