import { Controller, Get, Query } from '@nestjs/common';
import { requestValidation } from '../../../../shared/http/validation';
import { CurrentApiKey, PublicApi, RequireScopes } from '../../../accounts';
import type { ApiKeyPrincipal } from '../../../accounts';
import { ListTags } from '../../application/list-tags.use-case';
import { toTagListResponse } from './entry.response';

/** No parameters: any query parameter is refused as unknown. */
class ListTagsQuery {}

@Controller('api/v1/tags')
@PublicApi()
export class TagsController {
  constructor(private readonly listTags: ListTags) {}

  @Get()
  @RequireScopes(['tags:read'])
  async list(@CurrentApiKey() key: ApiKeyPrincipal, @Query(requestValidation('query')) _query: ListTagsQuery) {
    return toTagListResponse(await this.listTags.execute(key.accountId));
  }
}
