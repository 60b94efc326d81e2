import { useCallback, useMemo, useState } from 'react';
import { apiErrorText, useDeviceSettings } from '@mealapp/api-client';
import { cleanRecipeDraft, RECIPE_LIMIT_MESSAGES, RECIPE_MESSAGES, recipeDraftError, type ParsedRecipe } from '@mealapp/domain';
import { useCreateRecipeMutation, useListRecipeCategoriesQuery, useUpdateRecipeMutation } from '../api/recipes-api';
import { useUploadImage } from '../image/useUploadImage';
import { draftOfParsed, pageImage } from '../import/parsed-recipe';
import { RECIPE_ERRORS, RECIPE_SUCCESS } from '../shared/messages';
import { useRecipeToast } from '../shared/useRecipeActions';
import type { Recipe } from '../shared/types';
import { blankIngredient, blankInstruction, draftOf, emptyDraft, parsedRow, type IngredientRow, type RecipeDraft } from './recipe-draft';
import { recipeBody } from './recipe-body';

/**
 * Create from scratch (or from an import's review, `draft` prefilled), edit one's own recipe, or
 * save a copy of a shared (read-only) one.
 */
export type FormMode = { kind: 'create'; draft?: RecipeDraft } | { kind: 'edit'; recipe: Recipe } | { kind: 'copy'; recipe: Recipe };

/** Which field a validation message belongs to (spec part 2 §5). */
export interface DraftProblems {
  title: string | null;
  ingredients: string | null;
  instructions: string | null;
  other: string | null;
}

const NO_PROBLEMS: DraftProblems = { title: null, ingredients: null, instructions: null, other: null };

const TITLE: readonly string[] = [RECIPE_MESSAGES.titleRequired, RECIPE_LIMIT_MESSAGES.titleTooLong];
const INGREDIENTS: readonly string[] = [
  RECIPE_MESSAGES.ingredientRequired,
  RECIPE_LIMIT_MESSAGES.ingredientNameRequired,
  RECIPE_LIMIT_MESSAGES.ingredientTooLong,
  RECIPE_LIMIT_MESSAGES.tooManyIngredients,
];
const INSTRUCTIONS: readonly string[] = [RECIPE_MESSAGES.instructionRequired, RECIPE_LIMIT_MESSAGES.instructionTooLong, RECIPE_LIMIT_MESSAGES.tooManyInstructions];

function problemsOf(message: string | null): DraftProblems {
  if (message === null) return NO_PROBLEMS;
  if (TITLE.includes(message)) return { ...NO_PROBLEMS, title: message };
  if (INGREDIENTS.includes(message)) return { ...NO_PROBLEMS, ingredients: message };
  if (INSTRUCTIONS.includes(message)) return { ...NO_PROBLEMS, instructions: message };
  return { ...NO_PROBLEMS, other: message };
}

/**
 * The add / edit dialog (spec part 2 §2): the draft, its rows, the checks before sending, and the
 * save. A refused save keeps every field and shows 'Unable to save:' with the server's reason
 * (DECISIONS.md); a new image file is uploaded once the recipe exists.
 */
export function useRecipeForm(mode: FormMode, onClose: () => void, onSaved?: (recipe: Recipe, mode: FormMode) => void) {
  const { compactParsedIngredients } = useDeviceSettings();
  const notify = useRecipeToast();
  const [draft, setDraft] = useState<RecipeDraft>(() => (mode.kind === 'create' ? (mode.draft ?? emptyDraft()) : draftOf(mode.recipe)));
  const [problems, setProblems] = useState<DraftProblems>(NO_PROBLEMS);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [createRecipe] = useCreateRecipeMutation();
  const [updateRecipe] = useUpdateRecipeMutation();
  const uploadImage = useUploadImage();
  const categoriesQuery = useListRecipeCategoriesQuery();
  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);

  const close = useCallback(() => {
    if (!saving) onClose();
  }, [saving, onClose]);

  const change = useCallback(<K extends keyof RecipeDraft>(key: K, value: RecipeDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // Typing in a field answers its message; the next save checks again.
    if (key === 'title') setProblems((p) => (p.title ? { ...p, title: null } : p));
  }, []);
  const changeIngredient = useCallback(
    (key: number, patch: Partial<IngredientRow>) =>
      setDraft((d) => ({ ...d, ingredients: d.ingredients.map((row) => (row.key === key ? { ...row, ...patch } : row)) })),
    [],
  );

  const submit = async () => {
    if (saving) return;
    // A row still being typed is parsed as it would be on blur.
    const settled = { ...draft, ingredients: draft.ingredients.map((row) => (row.structured ? row : parsedRow(row))) };
    const sent = recipeBody(settled, mode.kind === 'edit' ? mode.recipe : undefined);
    // spec part 2 §5: the shared rules, checked before anything is sent (the server checks them again).
    const cleaned = cleanRecipeDraft(sent);
    const invalid = recipeDraftError(cleaned);
    setProblems(problemsOf(invalid));
    if (invalid) return;
    // The rows as the API takes them: their order is their place in the list, not a field.
    const ingredients = cleaned.ingredients.map(({ order: _order, ...row }) => row);
    const body = { ...sent, tags: cleaned.tags, ingredients, instructions: cleaned.instructions };
    setSaving(true);
    setFailure(null);
    let saved: Recipe;
    try {
      saved = mode.kind === 'edit' ? await updateRecipe({ id: mode.recipe.id, updateRecipeDto: body }).unwrap() : await createRecipe(body).unwrap();
    } catch (refusal) {
      setFailure(apiErrorText(refusal, mode.kind === 'edit' ? RECIPE_ERRORS.update : RECIPE_ERRORS.create));
      setSaving(false);
      return;
    }
    notify('success', mode.kind === 'edit' ? RECIPE_SUCCESS.updated : RECIPE_SUCCESS.created);
    if (settled.image.kind === 'upload' && settled.image.file) {
      const refused = await uploadImage(saved.id, settled.image.file);
      if (refused) notify('error', `The recipe was saved, but its image was not: ${refused}`);
    }
    onClose();
    onSaved?.(saved, mode);
  };

  return {
    mode,
    draft,
    problems,
    failure,
    saving,
    compact: compactParsedIngredients,
    categories,
    categoryName: categories.find((category) => String(category.id) === draft.categoryId)?.name ?? null,
    close,
    change,
    /** spec part 2 §2: a parsed recipe fills the form (Paste & Parse). */
    fill: useCallback((recipe: ParsedRecipe) => {
      setDraft((d) => draftOfParsed(recipe, pageImage(recipe), d));
      setProblems(NO_PROBLEMS);
    }, []),
    changeIngredient,
    parseIngredient: (key: number) =>
      setDraft((d) => ({ ...d, ingredients: d.ingredients.map((row) => (row.key === key ? parsedRow(row) : row)) })),
    addIngredient: () => setDraft((d) => ({ ...d, ingredients: [...d.ingredients, blankIngredient()] })),
    // spec part 2 §2: the last row cannot be deleted.
    removeIngredient: (key: number) => setDraft((d) => (d.ingredients.length > 1 ? { ...d, ingredients: d.ingredients.filter((row) => row.key !== key) } : d)),
    changeInstruction: (key: number, text: string) =>
      setDraft((d) => ({ ...d, instructions: d.instructions.map((row) => (row.key === key ? { ...row, text } : row)) })),
    addInstruction: () => setDraft((d) => ({ ...d, instructions: [...d.instructions, blankInstruction()] })),
    removeInstruction: (key: number) =>
      setDraft((d) => (d.instructions.length > 1 ? { ...d, instructions: d.instructions.filter((row) => row.key !== key) } : d)),
    addTag: (tag: string) => setDraft((d) => (d.tags.some((t) => t.toLowerCase() === tag.toLowerCase()) ? d : { ...d, tags: [...d.tags, tag] })),
    removeTag: (tag: string) => setDraft((d) => ({ ...d, tags: d.tags.filter((t) => t !== tag) })),
    submit,
  };
}

