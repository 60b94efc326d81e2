import { RECIPE_LIMITS, recipeCategoryNameError } from '@mealapp/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Checked, text } from './recipe-validators.js';
import { TakesBack } from '../../common/server-owned.js';
import { RecipeCategoryDto } from './recipe-category.dto.js';

export const CATEGORY_DESCRIPTION_TOO_LONG = `Category description must be at most ${RECIPE_LIMITS.categoryDescriptionLength} characters`;

/** spec part 2 §5: the name must not be empty after trimming (@mealapp/domain recipeCategoryNameError, as the sheet checks it). */
@TakesBack(RecipeCategoryDto)
export class CreateRecipeCategoryDto {
  @ApiProperty({ example: 'Weeknight dinners', maxLength: RECIPE_LIMITS.categoryNameLength, description: "Trimmed; unique ignoring case among the user's and the shared categories" })
  @Checked((value) => recipeCategoryNameError(value))
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: RECIPE_LIMITS.categoryDescriptionLength, description: 'Trimmed; empty means none' })
  @Checked((value, field) => text(value, field) ?? (typeof value === 'string' && value.trim().length > RECIPE_LIMITS.categoryDescriptionLength ? CATEGORY_DESCRIPTION_TOO_LONG : null))
  description?: string | null;
}
