import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryApiKeyRepository } from '../../../../test/support/fakes/in-memory-api-key.repository';
import { InMemoryArtifactRepository } from '../../../../test/support/fakes/in-memory-artifact.repository';
import { InMemoryEntryRepository } from '../../../../test/support/fakes/in-memory-entry.repository';
import { InMemoryWebhookTokenRepository } from '../../../../test/support/fakes/in-memory-webhook-token.repository';
import { RecordingCredentialEvents } from '../../../../test/support/fakes/recording-credential-events';
import { RecordingEntryListener } from '../../../../test/support/fakes/recording-entry-listener';
import { DeleteAccount } from '../../accounts';
import { EntryEvents, ForgetErasedAccount } from '../../diary';
import { emptyEnrichment } from '../../ingest';
import { EraseAccount } from './erase-account.use-case';

describe('EraseAccount', () => {
  const setup = async () => {
    const accounts = new InMemoryAccountRepository();
    const keys = new InMemoryApiKeyRepository(accounts);
    const tokens = new InMemoryWebhookTokenRepository(accounts);
    const entries = new InMemoryEntryRepository();
    const artifacts = new InMemoryArtifactRepository();
    const credentialEvents = new RecordingCredentialEvents();
    const entryEvents = new EntryEvents();
    const heard = new RecordingEntryListener(entryEvents);
    const account = accounts.add();
    await keys.create({
      accountId: account.id,
      name: 'k',
      scopes: ['tags:read'],
      secretHash: 'h',
      displayPrefix: 'p',
      expiresAt: null,
    });
    const entry = {
      title: null,
      content: 'T',
      summary: 'T',
      tags: [],
      sources: [],
      wordCount: 1,
      enrichment: emptyEnrichment(),
      generatedAt: new Date(),
      origin: 'generated' as const,
    };
    await entries.save(account.id, [
      { ...entry, date: '2026-11-19' },
      { ...entry, date: '2026-11-20' },
    ]);
    await artifacts.store(
      {
        accountId: account.id,
        tokenId: 't',
        sourceLabel: 'x',
        day: '2026-11-20',
        payload: {},
        enrichment: emptyEnrichment(),
        warnings: [],
      },
      null,
    );
    const erase = new EraseAccount(
      accounts,
      entries,
      artifacts,
      new DeleteAccount(accounts, keys, tokens, credentialEvents),
      new ForgetErasedAccount(entryEvents),
    );
    return { account, accounts, credentialEvents, heard, erase };
  };

  it.each([
    ['no confirmation', undefined],
    ['another id', randomUUID()],
    ['the id in other case', 'X'],
  ])('deletes nothing with %s, saying the id must be repeated', async (_case, confirm) => {
    const { account, accounts, credentialEvents, heard, erase } = await setup();
    const given = confirm === 'X' ? account.id.toUpperCase() : confirm;
    await expect(erase.execute({ accountId: account.id, confirm: given })).rejects.toMatchObject({
      kind: 'invalid',
      message: `Erasing an account needs its id repeated as confirmation (--confirm ${account.id}); nothing was deleted.`,
      errors: [{ parameter: 'confirm', message: 'must equal the account id' }],
    });
    expect(await accounts.findById(account.id)).not.toBeNull();
    expect(credentialEvents.published).toEqual([]);
    expect(heard.heard).toEqual([]);
  });

  it('deletes the account, says how much went, and tells diary to forget the account', async () => {
    const { account, accounts, heard, erase } = await setup();
    await expect(erase.execute({ accountId: account.id, confirm: account.id })).resolves.toEqual({
      id: account.id,
      deleted: { entries: 2, artifacts: 1, keys: 1, tokens: 0 },
    });
    expect(await accounts.findById(account.id)).toBeNull();
    expect(heard.heard).toEqual([{ type: 'account.erased', accountId: account.id }]);
  });

  it('refuses an unknown account as not found and tells nobody', async () => {
    const { heard, credentialEvents, erase } = await setup();
    const missing = randomUUID();
    await expect(erase.execute({ accountId: missing, confirm: missing })).rejects.toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
    });
    expect(heard.heard).toEqual([]);
    expect(credentialEvents.published).toEqual([]);
  });
});
