import { AdminCommand, defineCommand, stringOption, wholeNumberOption } from '../../../../shared/admin-command';
import { toWebhookTokenOutput } from '../../../accounts';
import { ListArtifacts } from '../../application/list-artifacts.use-case';
import { ListTokenReceipts } from '../../application/list-token-receipts.use-case';
import { ShowArtifact } from '../../application/show-artifact.use-case';
import { toArtifactOutput } from './artifact-output';

export const INGEST_COMMANDS: AdminCommand[] = [
  // A token's list shows what it delivered, which ingest knows: the command lives here.
  defineCommand({
    name: 'tokens list',
    usage: '',
    arguments: ['ACCOUNT_ID'],
    input: (words) => ({ accountId: words.positionals[0] }),
    useCase: ListTokenReceipts,
    run: async (listTokenReceipts, input) =>
      (await listTokenReceipts.execute(input.accountId)).map(({ token, lastReceivedAt, receivedLast24h }) => ({
        ...toWebhookTokenOutput(token),
        lastReceivedAt: lastReceivedAt?.toISOString() ?? null,
        receivedLast24h,
      })),
    http: { method: 'GET', path: '/accounts/:accountId/tokens', summary: 'List an account\'s webhook tokens with their deliveries' },
  }),
  defineCommand({
    name: 'artifacts list',
    usage: '[--date YYYY-MM-DD] [--token TOKEN_ID] [--limit N]',
    arguments: ['ACCOUNT_ID'],
    options: { date: 'string', token: 'string', limit: 'string' },
    input: (words) => ({
      accountId: words.positionals[0],
      date: stringOption(words, 'date'),
      tokenId: stringOption(words, 'token'),
      limit: wholeNumberOption(words, 'limit', 'a whole number from 1 to 1000'),
    }),
    useCase: ListArtifacts,
    run: async (listArtifacts, input) => (await listArtifacts.execute(input)).map(toArtifactOutput),
    http: { method: 'GET', path: '/accounts/:accountId/artifacts', summary: 'List what an account received, newest first' },
  }),
  defineCommand({
    name: 'artifacts show',
    usage: '',
    arguments: ['ARTIFACT_ID'],
    input: (words) => ({ id: words.positionals[0] }),
    useCase: ShowArtifact,
    run: async (showArtifact, input) => {
      const artifact = await showArtifact.execute(input.id);
      return { ...toArtifactOutput(artifact), payload: artifact.payload };
    },
    http: { method: 'GET', path: '/artifacts/:artifactId', summary: 'Show one artifact with its payload' },
  }),
];
