import { lazy, Suspense } from 'react';
import type { RecipeFormModalProps } from './RecipeFormModal';
import type { FormMode } from './useRecipeForm';

const RecipeFormModal = lazy(() => import('./RecipeFormModal'));

/** The add / edit dialog when `mode` is set; its code (and the form rules) load on first use. */
export function RecipeFormDialog({ mode, ...props }: Omit<RecipeFormModalProps, 'mode'> & { mode: FormMode | null }) {
  if (!mode) return null;
  return (
    <Suspense fallback={null}>
      <RecipeFormModal mode={mode} {...props} />
    </Suspense>
  );
}
