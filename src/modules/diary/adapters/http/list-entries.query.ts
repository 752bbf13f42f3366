import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, ValidateBy } from 'class-validator';
import { IsCalendarDateString, IsIntegerString } from '../../../../shared/http/validation';
import { unstorableCharacterOf } from '../../../../shared/storable-text';
import { TAG_SLUG_MAX_LENGTH, isTagSlug } from '../../domain/tag-slug';

/** Search words: decisions.md "Search" (1-200 characters). */
export const SEARCH_MAX_LENGTH = 200;

export class ListEntriesQuery {
  @ApiPropertyOptional({ format: 'date', description: 'First day, inclusive (default: 30 days before `to`)' })
  @IsOptional()
  @IsCalendarDateString()
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    description: "Last day, inclusive (default: today in the account's time zone)",
  })
  @IsOptional()
  @IsCalendarDateString()
  to?: string;

  @ApiPropertyOptional({
    pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    maxLength: 64,
    description: 'Only entries with this tag',
  })
  @IsOptional()
  @IsString()
  @ValidateBy({
    name: 'isTagSlug',
    validator: {
      validate: (value) => typeof value === 'string' && isTagSlug(value),
      defaultMessage: () =>
        `must be a tag slug (lower-case letters, digits and single hyphens, at most ${TAG_SLUG_MAX_LENGTH} characters)`,
    },
  })
  tag?: string;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: SEARCH_MAX_LENGTH,
    example: 'canal -rain "with Priya"',
    description:
      'Search the title and content: words (all must match; "walked" finds "walk"), "quoted phrases", -excluded words, `or` between alternatives. Within the window (give `from` for more than 30 days). A query of only common words is 400.',
  })
  @IsOptional()
  @IsString()
  @ValidateBy({
    name: 'isSearch',
    validator: {
      validate: (value) =>
        typeof value === 'string' &&
        value.trim().length > 0 &&
        value.length <= SEARCH_MAX_LENGTH &&
        unstorableCharacterOf(value) === null,
      defaultMessage: () => `must be 1 to ${SEARCH_MAX_LENGTH} characters of text`,
    },
  })
  q?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @IsIntegerString(1, 100)
  limit?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0 })
  @IsOptional()
  @IsIntegerString(0, 2_147_483_647)
  offset?: string;
}

export class EntryDateParams {
  @ApiProperty({ format: 'date', example: '2026-11-21' })
  @IsCalendarDateString()
  date!: string;
}

/** The single entry takes no query parameters: any is refused as unknown. */
export class EntryQuery {}
