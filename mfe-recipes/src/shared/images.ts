import { FALLBACK_RECIPE_IMAGE, stockImageById } from '@mealapp/domain';

interface ImageFields {
  imageUrl?: string | null;
  stockImageId?: string | null;
}

/** What an <img> shows for a recipe: its own image, else its stock image, else the fallback (spec part 2 §9). */
export function recipeImageSrc({ imageUrl, stockImageId }: ImageFields): string {
  return imageUrl || (stockImageId ? stockImageById(stockImageId)?.url : undefined) || FALLBACK_RECIPE_IMAGE;
}

export { FALLBACK_RECIPE_IMAGE };
