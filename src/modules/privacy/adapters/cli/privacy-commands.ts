import { shape, uuid, whole } from '../../../../shared/json-schema';
import { AdminCommand, defineCommand, requiredOption, stringOption } from '../../../../shared/admin-command';
import { toArtifactOutput } from '../../../ingest';
import { EraseAccount } from '../../application/erase-account.use-case';
import { ExportAccountPage, ExportPageInput } from '../../application/export-account-page.use-case';
import { exportAccountFiles } from './export-files';

export const PRIVACY_COMMANDS: AdminCommand[] = [
  defineCommand({
    name: 'accounts export',
    usage: '--out DIR',
    arguments: ['ACCOUNT_ID'],
    options: { out: 'string' },
    input: (words) => ({ accountId: words.positionals[0], out: requiredOption(words, 'out', 'accounts export') }),
    // The files are written where the command line is, one page at a time; each page is one operation.
    client: (input, operations, progress) => exportAccountFiles(operations, input.accountId, input.out, progress),
    // What the operation takes from any transport (a batch of the file, one day, one page).
    takes: { accountId: 'string', part: 'string', after: 'string?' },
    useCase: ExportAccountPage,
    run: async (exportAccountPage, page: ExportPageInput) => {
      const exported = await exportAccountPage.execute(page);
      // An artifact's line is what `artifacts show` prints.
      if (exported.part !== 'artifacts') return exported;
      return {
        ...exported,
        items: exported.items.map((artifact) => ({ ...toArtifactOutput(artifact), payload: artifact.payload })),
      };
    },
    http: {
      method: 'GET',
      path: '/accounts/:accountId/export',
      summary:
        'Export an account as JSON Lines (`?part=entries`, the import format, `?part=artifacts`, or `?part=removed`, what ARTIFACT_RETENTION_DAYS removed per day)',
      pages: true,
      fields: ['part'],
      operation: (call) => ({ accountId: call.params.accountId, part: call.query.part as ExportPageInput['part'] }),
    },
  }),
  defineCommand({
    name: 'accounts delete',
    usage: '--confirm ACCOUNT_ID',
    arguments: ['ACCOUNT_ID'],
    options: { confirm: 'string' },
    // A missing or different --confirm is refused by the use case (exit 2), on every transport alike.
    input: (words) => ({ accountId: words.positionals[0], confirm: stringOption(words, 'confirm') }),
    takes: { accountId: 'string', confirm: 'string?' },
    useCase: EraseAccount,
    run: (eraseAccount, input) => eraseAccount.execute(input),
    http: {
      method: 'DELETE',
      path: '/accounts/:accountId',
      summary: 'Erase an account and everything it owns (`?confirm=ACCOUNT_ID`)',
      answer: {
        schema: shape({
          id: uuid,
          deleted: shape({ entries: whole, artifacts: whole, keys: whole, tokens: whole }),
        }),
        example: {
          id: '5f0e8c1a-3b7d-4e2a-9c61-0d4b7a2f9e13',
          deleted: { entries: 412, artifacts: 3120, keys: 2, tokens: 3 },
        },
      },
    },
  }),
];
