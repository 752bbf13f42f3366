import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BAD_REQUEST } from '../../../../shared/domain-error';
import { ApiProblems, RATE_LIMIT_HEADERS, REQUEST_ID_HEADER } from '../../../../shared/http/openapi-responses';
import { requestValidation } from '../../../../shared/http/validation';
import { CurrentApiKey, PublicApi, RequireScopes } from '../../../accounts';
import type { ApiKeyPrincipal } from '../../../accounts';
import { ListTags } from '../../application/list-tags.use-case';
import { JSON_DOCUMENT, TagListResponse } from './entry.response';

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
  @Header('Content-Type', JSON_DOCUMENT)
  @RequireScopes(['tags:read'])
  @ApiOperation({
    summary: 'List tags with entry counts',
    description: 'Scope tags:read. Ordered by entryCount descending, then slug.',
  })
  @ApiOkResponse({
    type: TagListResponse,
    headers: { ...REQUEST_ID_HEADER, ...RATE_LIMIT_HEADERS, ETag: { schema: { type: 'string' } } },
  })
  list(
    @CurrentApiKey() key: ApiKeyPrincipal,
    @Query(requestValidation('query')) _query: ListTagsQuery,
  ): Promise<string> {
    return this.listTags.execute(key.accountId);
  }
}
