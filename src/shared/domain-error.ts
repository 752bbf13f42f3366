/**
 * What went wrong, in terms a caller can act on. Adapters map the kind to a
 * transport status (HTTP, CLI exit code); the domain never names one.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'unavailable';

export abstract class DomainError extends Error {
  /**
   * @param kind  category of failure
   * @param type  stable public identifier of the failure (the problem type slug)
   * @param code  upper-case machine code (the problem detail for coded errors)
   * @param message human sentence, for logs and the admin CLI
   */
  protected constructor(
    readonly kind: ErrorKind,
    readonly type: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The Problem Details `detail`: the machine code unless a sentence says more. */
  get detail(): string {
    return this.code;
  }
}

/** Bad input that the caller can fix; its detail is a sentence naming the parameter. */
export class InvalidInputError extends DomainError {
  constructor(
    message: string,
    readonly errors: ReadonlyArray<{ parameter: string; message: string }> = [],
  ) {
    super('invalid', 'bad-request', 'BAD_REQUEST', message);
  }

  override get detail(): string {
    return this.message;
  }
}
