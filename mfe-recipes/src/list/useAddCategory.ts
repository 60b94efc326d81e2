import { useState } from 'react';
import { apiErrorText } from '@mealapp/api-client';
import { useCreateRecipeCategoryMutation } from '../api/recipes-api';
import { RECIPE_ERRORS } from '../shared/messages';
import { useRecipeToast } from '../shared/useRecipeActions';

/**
 * The Add Cat. sheet's state (spec part 2 §2 and §5). A refused name (409 'Category with this name
 * already exists') stays in the field with the server's reason; nothing is added locally.
 */
export function useAddCategory(onClose: () => void) {
  const notify = useRecipeToast();
  const [createCategory, { isLoading }] = useCreateRecipeCategoryMutation();
  const [name, setNameValue] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed || isLoading) return;
    try {
      const descriptionText = description.trim();
      await createCategory({ name: trimmed, ...(descriptionText ? { description: descriptionText } : {}) }).unwrap();
      onClose();
      notify('success', `Category "${trimmed}" added`);
    } catch (failure) {
      setError(apiErrorText(failure, RECIPE_ERRORS.createCategory));
    }
  };

  return {
    name,
    description,
    error,
    busy: isLoading,
    close: onClose,
    setName: (value: string) => {
      setNameValue(value);
      setError(null);
    },
    setDescription,
    submit,
  };
}

export type AddCategory = ReturnType<typeof useAddCategory>;
