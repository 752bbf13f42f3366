import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BAD_REQUEST } from '../../../../shared/domain-error';
import { ApiProblems, RATE_LIMIT_HEADERS, REQUEST_ID_HEADER } from '../../../../shared/http/openapi-responses';
import { requestValidation } from '../../../../shared/http/validation';
import { CurrentApiKey, PublicApi, RequireScopes } from '../../../accounts';
import type { ApiKeyPrincipal } from '../../../accounts';
import { ListTags } from '../../application/list-tags.use-case';
import { TagListResponse, toTagListResponse } from './entry.response';

/** No parameters: any query parameter is refused as unknown. */
class ListTagsQuery {}

@Controller('api/v1/tags')
@PublicApi()
@ApiTags('tags')
@ApiBearerAuth('apiKey')
@ApiProblems(BAD_REQUEST)
export class TagsController {
  constructor(private readonly listTags: ListTags) {}

  @Get()
  @RequireScopes(['tags:read'])
  @ApiOperation({ summary: 'List tags with entry counts', description: 'Scope tags:read. Ordered by entryCount descending, then slug.' })
  @ApiOkResponse({ type: TagListResponse, headers: { ...REQUEST_ID_HEADER, ...RATE_LIMIT_HEADERS, ETag: { schema: { type: 'string' } } } })
  async list(@CurrentApiKey() key: ApiKeyPrincipal, @Query(requestValidation('query')) _query: ListTagsQuery) {
    return toTagListResponse(await this.listTags.execute(key.accountId));
  }
}
