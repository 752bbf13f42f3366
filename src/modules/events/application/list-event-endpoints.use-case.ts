import { Injectable } from '@nestjs/common';
import { Page, UnknownCursorError, pageRequest } from '../../../shared/list-page';
import { AccountNotFoundError, AccountRepository } from '../../accounts';
import type { EventEndpoint } from '../domain/event-endpoint';
import { EventEndpointRepository } from '../domain/event-endpoint.repository';

/** An account's event endpoints, oldest first, one page at a time (as every admin list). */
@Injectable()
export class ListEventEndpoints {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly endpoints: EventEndpointRepository,
  ) {}

  async execute(input: { accountId: string; limit?: number; after?: string }): Promise<Page<EventEndpoint>> {
    const page = pageRequest(input);
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);
    const listed = await this.endpoints.listPageForAccount(input.accountId, page);
    if (!listed) throw new UnknownCursorError(page.after!, 'endpoint');
    return listed;
  }
}
