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
  | 'unavailable'
  /** The request's content comes in a form the service does not read (a media type, an encoding). */
  | 'unsupported';

/**
 * A kind of failure with its public, stable identifier (the problem type slug)
 * and what it means. Declared once, beside the error class that raises it;
 * transports derive their status, documentation and error pages from it.
 */
export interface ProblemSpec {
  readonly type: string;
  readonly kind: ErrorKind;
  readonly description: string;
}

const declared = new Map<string, ProblemSpec>();

/** Declares a problem type; a slug declared twice must mean the same kind of failure. */
export function declareProblem(type: string, kind: ErrorKind, description: string): ProblemSpec {
  const existing = declared.get(type);
  if (existing && existing.kind !== kind)
    throw new Error(`Problem type ${type} is declared as ${existing.kind} and as ${kind}`);
  const spec = existing ?? Object.freeze({ type, kind, description });
  declared.set(type, spec);
  return spec;
}

/** Every problem type declared by the code loaded so far. */
export function declaredProblems(): ProblemSpec[] {
  return [...declared.values()];
}

export abstract class DomainError extends Error {
  /**
   * @param problem what kind of failure, and its public type
   * @param code  upper-case machine code (the problem detail for coded errors)
   * @param message human sentence, for logs and the admin CLI
   */
  protected constructor(
    readonly problem: ProblemSpec,
    readonly code: string,
    message: string,
    /** What the Problem Details `detail` says: the machine code, or the sentence when it names what to fix. */
    private readonly detailSays: 'code' | 'message' = 'code',
  ) {
    super(message);
    this.name = new.target.name;
  }

  get kind(): ErrorKind {
    return this.problem.kind;
  }

  get type(): string {
    return this.problem.type;
  }

  get detail(): string {
    return this.detailSays === 'message' ? this.message : this.code;
  }
}

export const BAD_REQUEST = declareProblem(
  'bad-request',
  'invalid',
  'A query or path parameter is invalid. The detail names the parameter and `errors[]` lists every problem found.',
);
export const NOT_FOUND = declareProblem('not-found', 'not-found', 'No such route or resource.');

/** Bad input that the caller can fix; its detail is a sentence naming the parameter. */
export class InvalidInputError extends DomainError {
  constructor(
    message: string,
    readonly errors: ReadonlyArray<{ parameter: string; message: string }> = [],
  ) {
    super(BAD_REQUEST, 'BAD_REQUEST', message, 'message');
  }
}
