/** How long artifacts are kept (ARTIFACT_RETENTION_DAYS); null keeps them for ever. */
export abstract class RetentionSettings {
  abstract readonly artifactRetentionMs: number | null;
}
