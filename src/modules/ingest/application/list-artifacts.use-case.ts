import { Injectable } from '@nestjs/common';
import { isCalendarDate } from '../../../shared/calendar';
import { InvalidInputError } from '../../../shared/domain-error';
import { Page, UnknownCursorError, pageRequest } from '../../../shared/list-page';
import { isUuid } from '../../../shared/uuid';
import { AccountNotFoundError, AccountRepository } from '../../accounts';
import type { ArtifactSummary } from '../domain/artifact';
import { ArtifactRepository } from '../domain/artifact.repository';

/** What an account received, newest first, one page at a time: an owner's view of their data. */
@Injectable()
export class ListArtifacts {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly artifacts: ArtifactRepository,
  ) {}

  async execute(input: {
    accountId: string;
    date?: string;
    tokenId?: string;
    limit?: number;
    after?: string;
  }): Promise<Page<ArtifactSummary>> {
    const page = pageRequest(input);
    if (input.date !== undefined && !isCalendarDate(input.date))
      throw new InvalidInputError(`date must be a real day written YYYY-MM-DD, got "${input.date}".`);
    if (input.tokenId !== undefined && !isUuid(input.tokenId))
      throw new InvalidInputError(`token must be a token id, got "${input.tokenId}".`);
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);
    const listed = await this.artifacts.list({
      accountId: input.accountId,
      day: input.date,
      tokenId: input.tokenId,
      ...page,
    });
    if (!listed) throw new UnknownCursorError(page.after!, 'artifact');
    return listed;
  }
}
