import { Button } from '@mealapp/ui';
import { Modal } from '@mealapp/ui/controls';
import { RECIPES_TEXT } from '../shared/messages';
import type { RecipeSummary } from '../shared/types';

/** spec part 2 §2: the confirmation a swipe (or the Delete button) asks for. */
export function DeleteRecipeDialog({ recipe, onCancel, onConfirm }: { recipe: RecipeSummary | null; onCancel: () => void; onConfirm: (recipe: RecipeSummary) => void }) {
  return (
    <Modal
      open={recipe !== null}
      title={RECIPES_TEXT.deleteTitle}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => recipe && onConfirm(recipe)}>
            Delete
          </Button>
        </>
      }
    >
      <p>{RECIPES_TEXT.deleteText}</p>
    </Modal>
  );
}
