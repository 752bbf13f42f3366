import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BAD_REQUEST } from '../../../../shared/domain-error';
import { ApiProblems, RATE_LIMIT_HEADERS, REQUEST_ID_HEADER } from '../../../../shared/http/openapi-responses';
import { requestValidation } from '../../../../shared/http/validation';
import { CurrentApiKey, PublicApi, RequireScopes } from '../../../accounts';
import type { ApiKeyPrincipal } from '../../../accounts';
import { ENTRY_NOT_FOUND } from '../../domain/diary.errors';
import { GetEntry } from '../../application/get-entry.use-case';
import { ListEntries } from '../../application/list-entries.use-case';
import { EntryListResponse, EntryResponse, JSON_DOCUMENT } from './entry.response';
import { EntryDateParams, EntryQuery, ListEntriesQuery } from './list-entries.query';

@Controller('api/v1/entries')
@PublicApi()
@ApiTags('entries')
@ApiBearerAuth('apiKey')
@ApiProblems(BAD_REQUEST)
export class EntriesController {
  constructor(
    private readonly listEntries: ListEntries,
    private readonly getEntry: GetEntry,
  ) {}

  @Get()
  @Header('Content-Type', JSON_DOCUMENT)
  @RequireScopes(['entries:list'])
  @ApiOperation({
    summary: 'List entries, newest first; search them with q',
    description:
      'Scope entries:list. With `q`, only the entries whose title or content match (full-text, English stemming), combined with the window, tag and paging.',
  })
  @ApiOkResponse({
    type: EntryListResponse,
    headers: { ...REQUEST_ID_HEADER, ...RATE_LIMIT_HEADERS, ETag: { schema: { type: 'string' } } },
  })
  list(
    @CurrentApiKey() key: ApiKeyPrincipal,
    @Query(requestValidation('query')) query: ListEntriesQuery,
  ): Promise<string> {
    return this.listEntries.execute({
      accountId: key.accountId,
      timezone: key.timezone,
      from: query.from,
      to: query.to,
      tag: query.tag,
      q: query.q,
      limit: query.limit === undefined ? 20 : Number(query.limit),
      offset: query.offset === undefined ? 0 : Number(query.offset),
    });
  }

  @Get(':date')
  @Header('Content-Type', JSON_DOCUMENT)
  @RequireScopes(['entries:read'])
  @ApiOperation({ summary: 'Read the entry of one day', description: 'Scope entries:read.' })
  @ApiOkResponse({
    type: EntryResponse,
    headers: { ...REQUEST_ID_HEADER, ...RATE_LIMIT_HEADERS, ETag: { schema: { type: 'string' } } },
  })
  @ApiProblems(ENTRY_NOT_FOUND)
  get(
    @CurrentApiKey() key: ApiKeyPrincipal,
    @Param(requestValidation('path')) params: EntryDateParams,
    @Query(requestValidation('query')) _query: EntryQuery,
  ): Promise<string> {
    return this.getEntry.execute({ accountId: key.accountId, date: params.date });
  }
}
