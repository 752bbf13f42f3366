import { CommandUsageError } from '../shared/admin-command';
import { DomainError } from '../shared/domain-error';

/** An operation failed inside the server that owns the embedded database. */
export class RemoteOperationError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

/** 2 for a usage error (bad arguments or values), 1 for any other failure. */
export function exitCodeOf(error: unknown): 1 | 2 {
  if (error instanceof RemoteOperationError) return error.exitCode;
  if (error instanceof CommandUsageError) return 2;
  if (error instanceof DomainError && error.kind === 'invalid') return 2;
  return 1;
}
