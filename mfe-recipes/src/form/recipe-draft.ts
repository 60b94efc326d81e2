import { parseIngredientLine } from '@mealapp/domain';
import { choiceOf, NO_IMAGE, type ImageChoice } from '../image/image-choice';
import type { Recipe } from '../shared/types';

/** One ingredient row of the form: a typed line until it is parsed, then amount, unit and name (spec part 2 §2). */
export interface IngredientRow {
  key: number;
  /** The line as typed (and, in compact mode, as shown). */
  text: string;
  structured: boolean;
  amount: string;
  unit: string;
  name: string;
  notes: string;
}

export interface InstructionRow {
  key: number;
  text: string;
}

export type Difficulty = 'easy' | 'medium' | 'hard';
export const FORM_NUTRITION = ['calories', 'protein', 'carbs', 'fat'] as const;
type NutritionField = (typeof FORM_NUTRITION)[number];

/** What the add and edit form holds; numbers stay text until they are sent. */
export interface RecipeDraft {
  title: string;
  description: string;
  categoryId: string;
  cookTime: string;
  prepTime: string;
  servings: string;
  difficulty: Difficulty;
  cuisine: string;
  tags: string[];
  image: ImageChoice;
  ingredients: IngredientRow[];
  instructions: InstructionRow[];
  nutrition: Record<NutritionField, string>;
  /** Where an imported recipe came from (a page's host, 'Scan'); null for one typed or pasted here. */
  source: string | null;
}

let lastKey = 0;
/** A key for a new row, unique across every draft. */
export const nextRowKey = () => ++lastKey;

export const blankIngredient = (): IngredientRow => ({ key: nextRowKey(), text: '', structured: false, amount: '', unit: '', name: '', notes: '' });
export const blankInstruction = (): InstructionRow => ({ key: nextRowKey(), text: '' });

/** The one-line form of a structured row: what compact mode shows and re-parses. */
export function ingredientLine({ amount, unit, name, notes }: Pick<IngredientRow, 'amount' | 'unit' | 'name' | 'notes'>): string {
  const main = [amount, unit, name].map((part) => part.trim()).filter(Boolean).join(' ');
  return notes.trim() ? `${main}, ${notes.trim()}` : main;
}

/** spec part 2 §2: a typed line becomes amount, unit and name when it loses focus. An empty line stays a line. */
export function parsedRow(row: IngredientRow): IngredientRow {
  if (!row.text.trim()) return { ...row, structured: false, amount: '', unit: '', name: '', notes: '' };
  const parsed = parseIngredientLine(row.text);
  const fields = { amount: parsed.amount ?? '', unit: parsed.unit ?? '', name: parsed.name ?? '', notes: parsed.notes ?? '' };
  return { ...row, ...fields, structured: true, text: ingredientLine(fields) };
}

export function emptyDraft(): RecipeDraft {
  return {
    title: '',
    description: '',
    categoryId: '',
    cookTime: '',
    prepTime: '',
    servings: '',
    difficulty: 'medium',
    cuisine: '',
    tags: [],
    image: NO_IMAGE,
    ingredients: [blankIngredient()],
    instructions: [blankInstruction()],
    nutrition: { calories: '', protein: '', carbs: '', fat: '' },
    source: null,
  };
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form filled from a saved recipe (to edit it, or to save a copy of a shared one). */
export function draftOf(recipe: Recipe): RecipeDraft {
  const ingredients = recipe.ingredients.map((ingredient) => {
    const fields = { amount: text(ingredient.amount), unit: text(ingredient.unit), name: ingredient.name, notes: text(ingredient.notes) };
    return { key: nextRowKey(), structured: true, text: ingredientLine(fields), ...fields };
  });
  const instructions = recipe.instructions.map((step) => ({ key: nextRowKey(), text: step.instruction }));
  return {
    title: recipe.title,
    description: text(recipe.description),
    categoryId: text(recipe.categoryId ?? recipe.category?.id),
    cookTime: text(recipe.cookTime),
    prepTime: text(recipe.prepTime),
    servings: text(recipe.servings),
    difficulty: (['easy', 'medium', 'hard'] as const).find((level) => level === recipe.difficulty) ?? 'medium',
    cuisine: text(recipe.cuisine),
    tags: [...(recipe.tags ?? [])],
    image: choiceOf(recipe),
    ingredients: ingredients.length ? ingredients : [blankIngredient()],
    instructions: instructions.length ? instructions : [blankInstruction()],
    nutrition: {
      calories: text(recipe.nutrition?.calories),
      protein: text(recipe.nutrition?.protein),
      carbs: text(recipe.nutrition?.carbs),
      fat: text(recipe.nutrition?.fat),
    },
    // PUT replaces the whole recipe, so an edit sends its source back (an imported recipe keeps
    // its site); a copy of a shared recipe is the user's own, without the shared source.
    source: recipe.readOnly ? null : (recipe.source ?? null),
  };
}
