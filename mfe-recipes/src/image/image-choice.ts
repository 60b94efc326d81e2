import type { RecipeImageType } from '@mealapp/api-client';
import { stockImageById } from '@mealapp/domain';

/** What a recipe's image is, as the picker holds it (spec part 2 §3: imageType stock, url or upload). */
export type ImageChoice =
  | { kind: 'none' }
  | { kind: 'stock'; stockImageId: string }
  | { kind: 'url'; imageUrl: string }
  /** A stored upload (`imageUrl`), or a new file that is sent once the recipe is saved. */
  | { kind: 'upload'; imageUrl: string | null; file: File | null };

export const NO_IMAGE: ImageChoice = { kind: 'none' };

export interface ImageFields {
  imageType: RecipeImageType;
  imageUrl: string | null;
  stockImageId: string | null;
}

export function choiceOf({ imageType, imageUrl, stockImageId }: ImageFields): ImageChoice {
  if (imageType === 'upload' && imageUrl) return { kind: 'upload', imageUrl, file: null };
  if (imageType === 'stock' && stockImageId) return { kind: 'stock', stockImageId };
  if (imageType === 'url' && imageUrl) return { kind: 'url', imageUrl };
  return NO_IMAGE;
}

/**
 * The image fields to save for a choice; null when there are none to send: no image, or a new
 * file, which goes to the upload call once the recipe exists.
 */
export function imageFields(choice: ImageChoice): ImageFields | null {
  switch (choice.kind) {
    case 'stock':
      return { imageType: 'stock', stockImageId: choice.stockImageId, imageUrl: null };
    case 'url':
      return { imageType: 'url', imageUrl: choice.imageUrl.trim(), stockImageId: null };
    case 'upload':
      return choice.file ? null : { imageType: 'upload', imageUrl: choice.imageUrl, stockImageId: null };
    case 'none':
      return null;
  }
}

/** A preview of the choice; an unsaved file has none until the picker reads it. */
export function choicePreview(choice: ImageChoice): string | null {
  switch (choice.kind) {
    case 'stock':
      return stockImageById(choice.stockImageId)?.url ?? null;
    case 'url':
      return choice.imageUrl || null;
    case 'upload':
      return choice.file ? null : choice.imageUrl;
    case 'none':
      return null;
  }
}

export function sameChoice(a: ImageChoice, b: ImageChoice): boolean {
  if (a.kind === 'stock' && b.kind === 'stock') return a.stockImageId === b.stockImageId;
  if (a.kind === 'url' && b.kind === 'url') return a.imageUrl === b.imageUrl;
  if (a.kind === 'upload' && b.kind === 'upload') return a.file === b.file && a.imageUrl === b.imageUrl;
  return a.kind === b.kind;
}
