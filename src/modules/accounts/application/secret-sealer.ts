/**
 * Keeps secrets the service must use again (webhook signing secrets) unreadable
 * at rest. `context` binds a sealed secret to its owner: it cannot be moved to
 * another row and opened there.
 */
export abstract class SecretSealer {
  /** False when no encryption key is configured: nothing can be sealed or opened. */
  abstract readonly available: boolean;
  abstract seal(secret: Buffer, context: string): Buffer;
  /** Throws when the sealed bytes were altered, belong to another context or another key. */
  abstract open(sealed: Buffer, context: string): Buffer;
}
