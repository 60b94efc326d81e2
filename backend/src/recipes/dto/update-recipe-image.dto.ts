import { RECIPE_IMAGE_TYPES, RECIPE_LIMIT_MESSAGES, RECIPE_LIMITS, type RecipeImageType } from '@mealapp/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Checked, text } from './recipe-validators.js';

/** spec part 2 §7: the image update payload is imageUrl, imageType, stockImageId. */
export class UpdateRecipeImageDto {
  @ApiProperty({ enum: RECIPE_IMAGE_TYPES, enumName: 'RecipeImageType' })
  @Checked((value) => (typeof value === 'string' ? null : RECIPE_LIMIT_MESSAGES.imageType))
  imageType: RecipeImageType;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: RECIPE_LIMITS.imageUrlLength,
    description: "With 'url', an https:// address; with 'upload', the imageUrl an upload answered; with 'stock', the catalogue's is stored",
  })
  @Checked(text)
  imageUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'italian-tomato-pasta', description: "With 'stock': an id of the stock image catalogue; null: the fallback image" })
  @Checked(text)
  stockImageId?: string | null;
}
