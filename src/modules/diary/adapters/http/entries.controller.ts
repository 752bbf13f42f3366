import { Controller, Get, Param, Query } from '@nestjs/common';
import { requestValidation } from '../../../../shared/http/validation';
import { CurrentApiKey, PublicApi, RequireScopes } from '../../../accounts';
import type { ApiKeyPrincipal } from '../../../accounts';
import { GetEntry } from '../../application/get-entry.use-case';
import { ListEntries } from '../../application/list-entries.use-case';
import { toEntryListResponse, toEntryResponse } from './entry.response';
import { EntryDateParams, ListEntriesQuery } from './list-entries.query';

@Controller('api/v1/entries')
@PublicApi()
export class EntriesController {
  constructor(
    private readonly listEntries: ListEntries,
    private readonly getEntry: GetEntry,
  ) {}

  @Get()
  @RequireScopes(['entries:list'])
  async list(@CurrentApiKey() key: ApiKeyPrincipal, @Query(requestValidation('query')) query: ListEntriesQuery) {
    const page = await this.listEntries.execute({
      accountId: key.accountId,
      timezone: key.timezone,
      from: query.from,
      to: query.to,
      tag: query.tag,
      limit: query.limit === undefined ? 20 : Number(query.limit),
      offset: query.offset === undefined ? 0 : Number(query.offset),
    });
    return toEntryListResponse(page);
  }

  @Get(':date')
  @RequireScopes(['entries:read'])
  async get(@CurrentApiKey() key: ApiKeyPrincipal, @Param(requestValidation('path')) params: EntryDateParams) {
    return toEntryResponse(await this.getEntry.execute({ accountId: key.accountId, date: params.date }));
  }
}
