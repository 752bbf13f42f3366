import type { NewArtifact, StoredArtifact } from './artifact';

export abstract class ArtifactRepository {
  /**
   * Stores the artifact durably (committed when this resolves). With a delivery
   * key that the token used within the last 24 hours, stores nothing and returns
   * that delivery's artifact with `duplicate: true`; safe when the two race.
   */
  abstract store(artifact: NewArtifact, deliveryKey: string | null): Promise<{ artifact: StoredArtifact; duplicate: boolean }>;
}
