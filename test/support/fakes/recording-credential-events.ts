import { CredentialEvent, CredentialEvents } from '../../../src/modules/accounts/domain/credential-events';

/**
 * CredentialEvents within one process: delivered at once to subscribers, and kept in `published` for specs;
 * `delivered` is how recent the delivery of every event is confirmed (a spec sets it to play a lost listener).
 */
export class RecordingCredentialEvents extends CredentialEvents {
  readonly published: CredentialEvent[] = [];
  delivered = Number.POSITIVE_INFINITY;
  private readonly listeners: Array<(event: CredentialEvent) => void> = [];

  async publishRevoked(credentialId: string): Promise<void> {
    this.emit({ kind: 'credential', id: credentialId });
  }

  async publishAccountChanged(accountId: string): Promise<void> {
    this.emit({ kind: 'account', id: accountId });
  }

  subscribe(listener: (event: CredentialEvent) => void): void {
    this.listeners.push(listener);
  }

  deliveredUpTo(): number {
    return this.delivered;
  }

  /** Delivers an event as another instance's publication would arrive. */
  emit(event: CredentialEvent): void {
    this.published.push(event);
    for (const listener of this.listeners) listener(event);
  }
}
