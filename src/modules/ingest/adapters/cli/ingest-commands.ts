import {
  AdminCommand,
  PAGE_FIELDS,
  PAGE_OPTIONS,
  PAGE_USAGE,
  defineCommand,
  pageOptions,
  stringOption,
} from '../../../../shared/admin-command';
import { mapPage } from '../../../../shared/list-page';
import { toWebhookTokenOutput } from '../../../accounts';
import { ListArtifacts } from '../../application/list-artifacts.use-case';
import { ListTokenReceipts } from '../../application/list-token-receipts.use-case';
import { ShowArtifact } from '../../application/show-artifact.use-case';
import { toArtifactOutput } from './artifact-output';
import { ARTIFACT, ARTIFACT_WITH_PAYLOAD, TOKEN_WITH_RECEIPTS } from './ingest-answers';

export const INGEST_COMMANDS: AdminCommand[] = [
  // A token's list shows what it delivered, which ingest knows: the command lives here.
  defineCommand({
    name: 'tokens list',
    usage: PAGE_USAGE,
    arguments: ['ACCOUNT_ID'],
    options: PAGE_OPTIONS,
    list: true,
    input: (words) => ({ accountId: words.positionals[0], ...pageOptions(words) }),
    takes: { accountId: 'string', ...PAGE_FIELDS },
    useCase: ListTokenReceipts,
    run: async (listTokenReceipts, input) =>
      mapPage(await listTokenReceipts.execute(input), ({ token, lastReceivedAt, receivedLast24h }) => ({
        ...toWebhookTokenOutput(token),
        lastReceivedAt: lastReceivedAt?.toISOString() ?? null,
        receivedLast24h,
      })),
    http: {
      method: 'GET',
      path: '/accounts/:accountId/tokens',
      summary: "List an account's webhook tokens with their deliveries",
      answer: TOKEN_WITH_RECEIPTS,
    },
  }),
  defineCommand({
    name: 'artifacts list',
    usage: `[--date YYYY-MM-DD] [--token TOKEN_ID] ${PAGE_USAGE}`,
    arguments: ['ACCOUNT_ID'],
    options: { date: 'string', token: 'string', ...PAGE_OPTIONS },
    list: true,
    input: (words) => ({
      accountId: words.positionals[0],
      date: stringOption(words, 'date'),
      tokenId: stringOption(words, 'token'),
      ...pageOptions(words),
    }),
    takes: { accountId: 'string', date: 'string?', tokenId: 'string?', ...PAGE_FIELDS },
    useCase: ListArtifacts,
    run: async (listArtifacts, input) => mapPage(await listArtifacts.execute(input), toArtifactOutput),
    http: {
      method: 'GET',
      path: '/accounts/:accountId/artifacts',
      summary: 'List what an account received, newest first',
      answer: ARTIFACT,
    },
  }),
  defineCommand({
    name: 'artifacts show',
    usage: '[--explain]',
    arguments: ['ARTIFACT_ID'],
    options: { explain: 'boolean' },
    input: (words) => ({ id: words.positionals[0], explain: words.options.explain === true }),
    takes: { id: 'string', explain: 'boolean?' },
    useCase: ShowArtifact,
    run: async (showArtifact, input) => {
      const artifact = await showArtifact.execute(input.id, { explain: input.explain });
      const { explanation } = artifact;
      return { ...toArtifactOutput(artifact), payload: artifact.payload, ...(explanation ? { explanation } : {}) };
    },
    http: {
      method: 'GET',
      path: '/artifacts/:artifactId',
      summary:
        'Show one artifact with its payload; with explain=true, what each field was read as or why it was left out',
      answer: ARTIFACT_WITH_PAYLOAD,
    },
  }),
];
