import { DomainError } from '../../../shared/domain-error';

export class EntryNotFoundError extends DomainError {
  constructor(date: string) {
    super('not-found', 'entry-not-found', 'ENTRY_NOT_FOUND', `There is no entry for ${date}.`);
  }
}
