import type { CleanNutrition } from '@mealapp/domain';

/** A recipe as a page publishes it, before its ingredient lines are read. */
export interface RecipePage {
  title: string;
  description: string | null;
  /** Lines as published ("2 cloves garlic, minced"), in page order. */
  ingredients: string[];
  /** The heading each line stands under ("For the sauce"), null for none; as long as ingredients. */
  ingredientHeadings: (string | null)[];
  /** Steps in order; a named HowToSection's name is a step of its own, before its steps. */
  instructions: string[];
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  yields: string | null;
  servings: number | null;
  cuisine: string | null;
  tags: string[];
  /** Absolute. */
  imageUrl: string | null;
  nutrition: CleanNutrition | null;
}

/** A schema.org Recipe read from JSON-LD or microdata: property name to value(s). */
export type SchemaNode = { [property: string]: unknown };
