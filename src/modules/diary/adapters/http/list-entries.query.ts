import { IsOptional, IsString, ValidateBy } from 'class-validator';
import { IsCalendarDateString, IsIntegerString } from '../../../../shared/http/validation';
import { TAG_SLUG_MAX_LENGTH, isTagSlug } from '../../domain/tag-slug';

export class ListEntriesQuery {
  @IsOptional()
  @IsCalendarDateString()
  from?: string;

  @IsOptional()
  @IsCalendarDateString()
  to?: string;

  @IsOptional()
  @IsString()
  @ValidateBy({
    name: 'isTagSlug',
    validator: {
      validate: (value) => typeof value === 'string' && isTagSlug(value),
      defaultMessage: () => `must be a tag slug (lower-case letters, digits and single hyphens, at most ${TAG_SLUG_MAX_LENGTH} characters)`,
    },
  })
  tag?: string;

  @IsOptional()
  @IsIntegerString(1, 100)
  limit?: string;

  @IsOptional()
  @IsIntegerString(0, 2_147_483_647)
  offset?: string;
}

export class EntryDateParams {
  @IsCalendarDateString()
  date!: string;
}
