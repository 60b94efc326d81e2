import { RECIPE_PARSE_LIMITS, RECIPE_PARSE_MESSAGES } from '@mealapp/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';

export const RECIPE_PARSE_TYPES = ['text', 'url'] as const;
export type RecipeParseType = (typeof RECIPE_PARSE_TYPES)[number];

const M = RECIPE_PARSE_MESSAGES;

/** `{ type: 'text', text }` (Paste & Parse) or `{ type: 'url', url }` (Import from URL). */
export class ParseRecipeDto {
  @ApiProperty({ enum: RECIPE_PARSE_TYPES, enumName: 'RecipeParseType' })
  @IsIn(RECIPE_PARSE_TYPES, { message: M.type })
  type: RecipeParseType;

  @ApiPropertyOptional({ maxLength: RECIPE_PARSE_LIMITS.textLength, description: "With type 'text': the recipe as pasted" })
  @ValidateIf((body: ParseRecipeDto) => body.type === 'text')
  @MaxLength(RECIPE_PARSE_LIMITS.textLength, { message: M.textTooLong })
  @IsNotEmpty({ message: M.textRequired })
  @IsString({ message: M.textRequired })
  text?: string;

  @ApiPropertyOptional({ maxLength: RECIPE_PARSE_LIMITS.urlLength, example: 'https://www.bbc.co.uk/food/recipes/easy_pancakes', description: "With type 'url': an http(s) page address" })
  @ValidateIf((body: ParseRecipeDto) => body.type === 'url')
  @MaxLength(RECIPE_PARSE_LIMITS.urlLength, { message: M.urlTooLong })
  @IsNotEmpty({ message: M.urlRequired })
  @IsString({ message: M.urlRequired })
  url?: string;
}
