/** What the credential use cases take from configuration; the module provides it (use cases never read config/). */
export abstract class CredentialSettings {
  /** How long a verified key or token is trusted from memory (CREDENTIAL_CACHE_SECONDS). */
  abstract readonly cacheTtlMs: number;
}
