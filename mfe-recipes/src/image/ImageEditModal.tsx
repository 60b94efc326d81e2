import { useState } from 'react';
import { apiErrorText } from '@mealapp/api-client';
import { Button, ErrorBanner } from '@mealapp/ui';
import { Modal } from '@mealapp/ui/controls';
import { useUpdateRecipeImageMutation } from '../api/recipes-api';
import { RECIPE_ERRORS, RECIPE_SUCCESS, RECIPES_TEXT } from '../shared/messages';
import { useRecipeToast } from '../shared/useRecipeActions';
import type { Recipe } from '../shared/types';
import { choiceOf, imageFields, sameChoice, type ImageChoice } from './image-choice';
import { ImagePicker } from './ImagePicker';
import { useUploadImage } from './useUploadImage';

function ImageEditor({ recipe, onClose }: { recipe: Recipe; onClose: () => void }) {
  const notify = useRecipeToast();
  const [updateImage] = useUpdateRecipeImageMutation();
  const upload = useUploadImage();
  const [choice, setChoice] = useState<ImageChoice>(() => choiceOf(recipe));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = imageFields(choice);
  const file = choice.kind === 'upload' ? choice.file : null;
  const unchanged = sameChoice(choice, choiceOf(recipe)) || (!fields && !file);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    let refused: string | null = null;
    if (file) refused = await upload(recipe.id, file);
    else if (fields) {
      try {
        await updateImage({ id: recipe.id, updateRecipeImageDto: fields }).unwrap();
      } catch (error) {
        refused = apiErrorText(error, RECIPE_ERRORS.image);
      }
    }
    setSaving(false);
    // DECISIONS.md: a refused change is told, and nothing changes.
    if (refused) return setFailure(refused);
    notify('success', RECIPE_SUCCESS.image);
    onClose();
  };

  return (
    <Modal
      open
      title={RECIPES_TEXT.editImageTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={unchanged} busy={saving}>
            {saving ? RECIPES_TEXT.saving : 'Save Image'}
          </Button>
        </>
      }
    >
      {failure && <ErrorBanner style={{ marginBottom: 16 }}>{failure}</ErrorBanner>}
      <ImagePicker value={choice} onChange={setChoice} context={{ title: recipe.title, tags: recipe.tags, category: recipe.category?.name ?? null }} />
    </Modal>
  );
}

/** spec part 2 §2: the Edit Recipe Image modal (stock, URL or an uploaded file). */
export function ImageEditModal({ recipe, open, onClose }: { recipe: Recipe; open: boolean; onClose: () => void }) {
  return open ? <ImageEditor recipe={recipe} onClose={onClose} /> : null;
}
