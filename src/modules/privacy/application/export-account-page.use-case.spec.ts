import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryArtifactRepository } from '../../../../test/support/fakes/in-memory-artifact.repository';
import { InMemoryEntryRepository } from '../../../../test/support/fakes/in-memory-entry.repository';
import { emptyEnrichment } from '../../ingest';
import { ExportAccountPage, ExportPart } from './export-account-page.use-case';

describe('ExportAccountPage', () => {
  const setup = async () => {
    const accounts = new InMemoryAccountRepository();
    const entries = new InMemoryEntryRepository();
    const artifacts = new InMemoryArtifactRepository();
    const account = accounts.add();
    const entry = {
      title: 'Day',
      content: '# Day',
      summary: 'Day',
      tags: [],
      sources: [],
      wordCount: 1,
      enrichment: emptyEnrichment(),
      generatedAt: new Date('2026-11-21T00:00:00Z'),
      origin: 'generated' as const,
    };
    await entries.save(account.id, [{ ...entry, date: '2026-11-20' }]);
    const { artifact } = await artifacts.store(
      {
        accountId: account.id,
        tokenId: 't',
        sourceLabel: 'Phone',
        day: '2026-11-20',
        payload: { steps: 1 },
        enrichment: emptyEnrichment(),
        warnings: [],
      },
      null,
    );
    return { account, artifactId: artifact.id, exporter: new ExportAccountPage(accounts, entries, artifacts) };
  };

  it('exports entries in the import format', async () => {
    const { account, exporter } = await setup();
    await expect(exporter.execute({ accountId: account.id, part: 'entries' })).resolves.toEqual({
      part: 'entries',
      items: [
        {
          date: '2026-11-20',
          title: 'Day',
          content: '# Day',
          summary: 'Day',
          tags: [],
          sources: [],
          generatedAt: '2026-11-21T00:00:00.000Z',
        },
      ],
      next: null,
    });
  });

  it('exports artifacts with their payloads', async () => {
    const { account, artifactId, exporter } = await setup();
    await expect(exporter.execute({ accountId: account.id, part: 'artifacts' })).resolves.toMatchObject({
      part: 'artifacts',
      items: [{ id: artifactId, sourceLabel: 'Phone', payload: { steps: 1 } }],
      next: null,
    });
  });

  it('refuses a part it does not know, naming the parts', async () => {
    const { account, exporter } = await setup();
    await expect(exporter.execute({ accountId: account.id, part: 'keys' as ExportPart })).rejects.toMatchObject({
      kind: 'invalid',
      message: 'part must be one of entries, artifacts, removed',
    });
  });

  it('refuses an unknown account as not found', async () => {
    const { exporter } = await setup();
    await expect(exporter.execute({ accountId: randomUUID(), part: 'entries' })).rejects.toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
    });
  });
});
