import { DomainError, declareProblem } from '../../../shared/domain-error';

export const ENTRY_NOT_FOUND = declareProblem(
  'entry-not-found',
  'not-found',
  'There is no diary entry for the requested date.',
);

export class EntryNotFoundError extends DomainError {
  constructor(date: string) {
    super(ENTRY_NOT_FOUND, 'ENTRY_NOT_FOUND', `There is no entry for ${date}.`);
  }
}
