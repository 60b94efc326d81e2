import { FALLBACK_RECIPE_IMAGE, stockImageById } from './stock-images.js';

/** What an <img> shows for a recipe: its own image, else its stock image, else the fallback (spec part 2 §9). */
export function recipeImageSrc({ imageUrl, stockImageId }: { imageUrl?: string | null; stockImageId?: string | null }): string {
  return imageUrl || (stockImageId ? stockImageById(stockImageId)?.url : undefined) || FALLBACK_RECIPE_IMAGE;
}
