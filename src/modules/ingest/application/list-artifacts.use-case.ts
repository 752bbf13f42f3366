import { Injectable } from '@nestjs/common';
import { isCalendarDate } from '../../../shared/calendar';
import { InvalidInputError } from '../../../shared/domain-error';
import { isUuid } from '../../../shared/uuid';
import { AccountNotFoundError, AccountRepository } from '../../accounts';
import type { ArtifactSummary } from '../domain/artifact';
import { ArtifactRepository } from '../domain/artifact.repository';

export const DEFAULT_ARTIFACT_LIST_LIMIT = 50;
export const MAX_ARTIFACT_LIST_LIMIT = 1_000;

/** What an account received, newest first: an owner's view of their data. */
@Injectable()
export class ListArtifacts {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly artifacts: ArtifactRepository,
  ) {}

  async execute(input: { accountId: string; date?: string; tokenId?: string; limit?: number }): Promise<ArtifactSummary[]> {
    const limit = input.limit ?? DEFAULT_ARTIFACT_LIST_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ARTIFACT_LIST_LIMIT) throw new InvalidInputError(`limit must be a whole number from 1 to ${MAX_ARTIFACT_LIST_LIMIT}, got ${limit}.`);
    if (input.date !== undefined && !isCalendarDate(input.date)) throw new InvalidInputError(`date must be a real day written YYYY-MM-DD, got "${input.date}".`);
    if (input.tokenId !== undefined && !isUuid(input.tokenId)) throw new InvalidInputError(`token must be a token id, got "${input.tokenId}".`);
    if (!(await this.accounts.findById(input.accountId))) throw new AccountNotFoundError(input.accountId);
    return this.artifacts.list({ accountId: input.accountId, day: input.date, tokenId: input.tokenId, limit });
  }
}
