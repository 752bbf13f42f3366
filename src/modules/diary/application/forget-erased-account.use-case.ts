import { Injectable } from '@nestjs/common';
import { EntryEvents } from './entry-events';

/** An account's rows are gone: whatever is kept about its entries outside them (cached answers) goes too. */
@Injectable()
export class ForgetErasedAccount {
  constructor(private readonly events: EntryEvents) {}

  execute(accountId: string): Promise<void> {
    return this.events.announce({ type: 'account.erased', accountId });
  }
}
