import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { BAD_REQUEST } from '../../../../shared/domain-error';
import { ApiProblems, RATE_LIMIT_HEADERS, REQUEST_ID_HEADER } from '../../../../shared/http/openapi-responses';
import { IsIntegerString, requestValidation } from '../../../../shared/http/validation';
import { CurrentApiKey, PublicApi, RequireScopes } from '../../../accounts';
import type { ApiKeyPrincipal } from '../../../accounts';
import {
  CHANGES_DEFAULT_LIMIT,
  CHANGES_MAX_LIMIT,
  ListEntryChanges,
} from '../../application/list-entry-changes.use-case';

class ListChangesQuery {
  @ApiPropertyOptional({ description: 'The nextCursor of an earlier answer; without it, from the beginning' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  cursor?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: CHANGES_MAX_LIMIT, default: CHANGES_DEFAULT_LIMIT })
  @IsOptional()
  @IsIntegerString(1, CHANGES_MAX_LIMIT)
  limit?: string;
}

class ChangeResponse {
  @ApiProperty({ format: 'date', example: '2026-11-21' }) date!: string;
  @ApiProperty({ enum: ['written', 'removed'], example: 'written' }) change!: 'written' | 'removed';
  @ApiProperty({ format: 'date-time', example: '2026-11-21T21:04:12.331Z' }) at!: string;
}

class ChangeListResponse {
  @ApiProperty({ type: [ChangeResponse] }) data!: ChangeResponse[];
  @ApiProperty({
    example: 'AaUOl1Q5dmLsr3HtRLp2M6iXIHqqz7b7HfDxjnCk2b8Wv1b3wZ2WpRkFQyeL1S1wXA',
    description:
      'Where to resume: store it and send it back as `cursor` (also when `data` is empty). Opaque, and valid only for this account.',
  })
  nextCursor!: string;
}

@Controller('api/v1/changes')
@PublicApi()
@ApiTags('entries')
@ApiBearerAuth('apiKey')
@ApiProblems(BAD_REQUEST)
export class ChangesController {
  constructor(private readonly listEntryChanges: ListEntryChanges) {}

  @Get()
  @RequireScopes(['entries:list'])
  @ApiOperation({
    summary: "The account's entry changes, in commit order",
    description:
      'Scope entries:list. Every write (generated, regenerated, imported) and removal of an entry, oldest first; a consumer that stores `nextCursor` and resumes from it sees each change once, also when writes commit concurrently. A change appears once the transactions older than it have ended. A cursor this account was not given, or one ahead of every change the feed can still tell (the database went back to an older copy), is refused with 400: start again without one.',
  })
  @ApiOkResponse({
    type: ChangeListResponse,
    headers: { ...REQUEST_ID_HEADER, ...RATE_LIMIT_HEADERS, ETag: { schema: { type: 'string' } } },
  })
  list(@CurrentApiKey() key: ApiKeyPrincipal, @Query(requestValidation('query')) query: ListChangesQuery) {
    return this.listEntryChanges.execute({
      accountId: key.accountId,
      cursor: query.cursor,
      limit: query.limit === undefined ? undefined : Number(query.limit),
    });
  }
}
