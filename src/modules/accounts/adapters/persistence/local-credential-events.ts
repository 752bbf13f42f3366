import { EventEmitter } from 'node:events';
import { CredentialEvent, CredentialEvents } from '../../domain/credential-events';

/** Events within this process: enough for the embedded database, which one process owns. */
export class LocalCredentialEvents extends CredentialEvents {
  protected readonly emitter = new EventEmitter().setMaxListeners(0);

  async publishRevoked(credentialId: string): Promise<void> {
    this.emit({ kind: 'credential', id: credentialId });
  }

  async publishAccountChanged(accountId: string): Promise<void> {
    this.emit({ kind: 'account', id: accountId });
  }

  subscribe(listener: (event: CredentialEvent) => void): void {
    this.emitter.on('event', listener);
  }

  /** Events within one process are delivered as they are published. */
  deliveredUpTo(): number {
    return Number.POSITIVE_INFINITY;
  }

  protected emit(event: CredentialEvent): void {
    this.emitter.emit('event', event);
  }
}
