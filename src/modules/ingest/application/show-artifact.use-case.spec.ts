import { randomUUID } from 'node:crypto';
import { InMemoryArtifactRepository } from '../../../../test/support/fakes/in-memory-artifact.repository';
import { emptyEnrichment } from '../domain/enrichment/enrichment-kinds';
import { ShowArtifact } from './show-artifact.use-case';

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
    await expect(new ShowArtifact(artifacts).execute(artifact.id)).resolves.toMatchObject({
      id: artifact.id,
      sourceLabel: 'Phone',
      day: '2026-11-20',
      payload,
    });
  });

  it('refuses an unknown artifact as not found, naming it', async () => {
    const id = randomUUID();
    await expect(new ShowArtifact(new InMemoryArtifactRepository()).execute(id)).rejects.toMatchObject({
      kind: 'not-found',
      code: 'ARTIFACT_NOT_FOUND',
      message: `No artifact with id ${id}.`,
    });
  });
});
