import { AdminCommand, defineCommand, requiredOption } from '../../../../shared/admin-command';
import { ISSUED_TOKEN, ROTATED_SECRET } from './account-answers';
import { CreateWebhookToken } from '../../application/create-webhook-token.use-case';
import { RevokeWebhookToken } from '../../application/revoke-webhook-token.use-case';
import { RotateWebhookSigningSecret } from '../../application/rotate-webhook-signing-secret.use-case';
import { iso } from './account-outputs';
import { revokeCommand } from './revoke-command';

const first = (words: { positionals: readonly string[] }) => words.positionals[0];

export const TOKEN_COMMANDS: AdminCommand[] = [
  defineCommand({
    name: 'tokens create',
    usage: '--name N [--signing-secret]',
    arguments: ['ACCOUNT_ID'],
    options: { name: 'string', 'signing-secret': 'boolean' },
    input: (words) => ({
      accountId: first(words),
      name: requiredOption(words, 'name', 'tokens create'),
      signingSecret: words.options['signing-secret'] === true,
    }),
    takes: { accountId: 'string', name: 'string', signingSecret: 'boolean?' },
    useCase: CreateWebhookToken,
    run: async (createWebhookToken, input) => {
      const { token, secret, signingSecret } = await createWebhookToken.execute(input);
      return {
        id: token.id,
        name: token.name,
        token: secret,
        prefix: token.displayPrefix,
        createdAt: iso(token.createdAt),
        ...(signingSecret ? { signingSecret } : {}),
      };
    },
    http: {
      method: 'POST',
      path: '/accounts/:accountId/tokens',
      status: 201,
      summary: 'Create a webhook token (and signing secret), shown in this answer only',
      answer: ISSUED_TOKEN,
    },
  }),
  defineCommand({
    name: 'tokens rotate-secret',
    usage: '',
    arguments: ['TOKEN_ID'],
    input: (words) => ({ id: first(words) }),
    takes: { id: 'string' },
    useCase: RotateWebhookSigningSecret,
    run: async (rotateWebhookSigningSecret, input) => {
      const { token, signingSecret, previousSecretValidUntil } = await rotateWebhookSigningSecret.execute(input.id);
      return { id: token.id, signingSecret, previousSecretValidUntil: iso(previousSecretValidUntil) };
    },
    http: {
      method: 'POST',
      path: '/tokens/:tokenId/rotate-secret',
      summary: "Rotate a webhook token's signing secret",
      answer: ROTATED_SECRET,
    },
  }),
  revokeCommand({
    name: 'tokens revoke',
    argument: 'TOKEN_ID',
    useCase: RevokeWebhookToken,
    path: '/tokens/:tokenId',
    summary: 'Revoke a webhook token',
  }),
];
