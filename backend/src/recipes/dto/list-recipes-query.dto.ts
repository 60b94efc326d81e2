import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';
import { INT4_MAX, IsRowId } from '../../common/int4.js';
import { IsIntegerFrom, QueryInteger } from '../../common/query-integers.js';
import { EmptyAsAbsent } from '../../pantry/dto/pantry-validators.js';

export const RECIPE_SCOPES = ['mine', 'library'] as const;
/** The largest page a client may ask for; about 700 KB of JSON. */
export const RECIPE_PAGE_MAX = 2_000;
export type RecipeScope = (typeof RECIPE_SCOPES)[number];

/** `?trending=true` and `?trending=false` as booleans; anything else stays as sent, for the check to refuse. */
function QueryBoolean(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value));
}

function IsQueryBoolean(): PropertyDecorator {
  return ValidateBy({ name: 'isQueryBoolean', validator: { validate: (value: unknown) => typeof value === 'boolean' } }, { message: '$property must be true or false' });
}

/** spec part 2 §3 (Recipe list filters) and §7; every filter is optional and they combine with AND. */
export class ListRecipesQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'Only recipes in this category (a category id)' })
  @EmptyAsAbsent()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value))
  @IsOptional()
  @IsRowId('category must be a category id')
  category?: number;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only trending recipes; false: only the others' })
  @EmptyAsAbsent()
  @QueryBoolean()
  @IsOptional()
  @IsQueryBoolean()
  trending?: boolean;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      "true: the user's recommendations, best first (at most 20), each with its match percent, badge and reason, computed at each call from " +
      'their recipes and the starter library, pantry, preferences (diet and allergies exclude) and recent meal plans; false: every other recipe',
  })
  @EmptyAsAbsent()
  @QueryBoolean()
  @IsOptional()
  @IsQueryBoolean()
  recommended?: boolean;

  @ApiPropertyOptional({ type: Boolean, description: "true: only the user's favorites; false: only the others" })
  @EmptyAsAbsent()
  @QueryBoolean()
  @IsOptional()
  @IsQueryBoolean()
  favorited?: boolean;

  @ApiPropertyOptional({ type: Boolean, description: "true: only the user's pinned recipes; false: only the others" })
  @EmptyAsAbsent()
  @QueryBoolean()
  @IsOptional()
  @IsQueryBoolean()
  pinned?: boolean;

  @ApiPropertyOptional({ enum: RECIPE_SCOPES, enumName: 'RecipeScope', description: "mine: the user's own recipes; library: the shared demo and starter recipes; absent: both" })
  @EmptyAsAbsent()
  @IsOptional()
  @IsIn(RECIPE_SCOPES, { message: `scope must be one of ${RECIPE_SCOPES.join(', ')}` })
  scope?: RecipeScope;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: RECIPE_PAGE_MAX,
    description: 'Answer at most this many recipes (a page); absent: all of them. Ask for the next page with afterId set to the last id answered, until a page comes back short.',
  })
  @EmptyAsAbsent()
  @QueryInteger()
  @IsOptional()
  @IsIntegerFrom(1, RECIPE_PAGE_MAX, `limit must be a whole number from 1 to ${RECIPE_PAGE_MAX.toLocaleString('en-US')}`)
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, description: 'Only recipes with a larger id (the list is ordered by id): the last id of the previous page' })
  @EmptyAsAbsent()
  @QueryInteger()
  @IsOptional()
  @IsIntegerFrom(0, INT4_MAX, 'afterId must be a recipe id')
  afterId?: number;
}
