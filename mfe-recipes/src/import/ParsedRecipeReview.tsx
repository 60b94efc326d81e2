import type { ParsedRecipe } from '@mealapp/domain';
import { emptyDraft, type RecipeDraft } from '../form/recipe-draft';
import type { ImageChoice } from '../image/image-choice';
import { draftOfParsed } from './parsed-recipe';
import { RecipeReviewDialog } from './RecipeReviewDialog';
import { useSaveParsed } from './useSaveParsed';

export interface ParsedRecipeReviewProps {
  title: string;
  /** A stage to announce on arrival ('Recipe scanned!'). */
  status?: string;
  reviewed: { recipe: ParsedRecipe; image: ImageChoice };
  /** Cancel: back to the dialog the recipe came from, its state cleared. */
  onBack: () => void;
  /** Saved: the whole flow closes. */
  onSaved: () => void;
  /** Edit More: the full form, prefilled with the review's recipe. */
  onEditMore: (draft: RecipeDraft) => void;
}

/** The review step of an import or a scan, saving the recipe as the server read it (spec part 2 §2). */
export function ParsedRecipeReview({ title, status, reviewed: { recipe, image }, onBack, onSaved, onEditMore }: ParsedRecipeReviewProps) {
  const saving = useSaveParsed(onSaved);
  return (
    <RecipeReviewDialog
      title={title}
      status={status}
      recipe={recipe}
      image={image}
      saving={saving.saving}
      failure={saving.failure}
      onCancel={() => {
        saving.clearFailure();
        onBack();
      }}
      onEditMore={() => onEditMore(draftOfParsed(recipe, image, emptyDraft()))}
      onSave={() => void saving.save(recipe, image)}
    />
  );
}
