import { randomUUID } from 'node:crypto';
import { InMemoryAccountRepository } from '../../../../test/support/fakes/in-memory-account.repository';
import { InMemoryArtifactRepository } from '../../../../test/support/fakes/in-memory-artifact.repository';
import { ArtifactExplainer, ArtifactExplanation, ExplainRequest } from '../domain/artifact-explainer';
import { emptyEnrichment } from '../domain/enrichment/enrichment-kinds';
import { ShowArtifact } from './show-artifact.use-case';

/** Answers what it was asked about, so that a test sees the account's zone and identities reach the explanation. */
class EchoExplainer extends ArtifactExplainer {
  explain(input: ExplainRequest): ArtifactExplanation {
    return {
      readBy: 'general rules',
      events: [],
      records: 1,
      fields: [{ path: input.day, readAs: null, detail: `${input.timezone} ${input.identities.join(',')}` }],
    };
  }
}

const showWith = (artifacts: InMemoryArtifactRepository, accounts = new InMemoryAccountRepository()) =>
  new ShowArtifact(artifacts, accounts, new EchoExplainer());

describe('ShowArtifact', () => {
  it('shows the artifact with its payload as stored', async () => {
    const artifacts = new InMemoryArtifactRepository();
    const payload = { steps: 9000, note: 'walked' };
    const { artifact } = await artifacts.store(
      {
        accountId: 'a',
        tokenId: 't',
        sourceLabel: 'Phone',
        day: '2026-11-20',
        payload,
        enrichment: emptyEnrichment(),
        warnings: [],
      },
      null,
    );
    await expect(showWith(artifacts).execute(artifact.id)).resolves.toMatchObject({
      id: artifact.id,
      sourceLabel: 'Phone',
      day: '2026-11-20',
      payload,
    });
  });

  it('refuses an unknown artifact as not found, naming it', async () => {
    const id = randomUUID();
    await expect(showWith(new InMemoryArtifactRepository()).execute(id)).rejects.toMatchObject({
      kind: 'not-found',
      code: 'ARTIFACT_NOT_FOUND',
      message: `No artifact with id ${id}.`,
    });
  });

  it('explains the artifact only when asked, read in the zone and with the identities of its account', async () => {
    const artifacts = new InMemoryArtifactRepository();
    const accounts = new InMemoryAccountRepository();
    const account = accounts.add({ timezone: 'Pacific/Auckland', identities: ['Ada', '@ada'] });
    const { artifact } = await artifacts.store(
      {
        accountId: account.id,
        tokenId: 't',
        sourceLabel: 'Phone',
        day: '2026-11-20',
        payload: { steps: 9000 },
        enrichment: emptyEnrichment(),
        warnings: [],
      },
      null,
    );
    const show = showWith(artifacts, accounts);
    expect(await show.execute(artifact.id)).not.toHaveProperty('explanation');
    expect((await show.execute(artifact.id, { explain: true })).explanation?.fields).toEqual([
      { path: '2026-11-20', readAs: null, detail: 'Pacific/Auckland Ada,@ada' },
    ]);
  });
});
