import { Injectable } from '@nestjs/common';
import { AccountNotFoundError, AccountRepository } from '../../accounts';
import type { EventEndpoint } from '../domain/event-endpoint';
import { EventEndpointRepository } from '../domain/event-endpoint.repository';

/** An account's event endpoints, oldest first (ten at most: one answer holds them all). */
@Injectable()
export class ListEventEndpoints {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly endpoints: EventEndpointRepository,
  ) {}

  async execute(accountId: string): Promise<EventEndpoint[]> {
    if (!(await this.accounts.findById(accountId))) throw new AccountNotFoundError(accountId);
    return this.endpoints.listForAccount(accountId);
  }
}
