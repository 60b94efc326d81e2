import { formatIngredient } from '@mealapp/domain';
import type { RecipeDto } from '../recipes/dto/recipe.dto.js';

/** A schema.org Recipe as JSON-LD (https://schema.org/Recipe), the shape recipe apps and sites import. */
export interface SchemaOrgRecipe {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  name: string;
  description?: string;
  recipeIngredient: string[];
  recipeInstructions: Array<{
    '@type': 'HowToStep';
    position: number;
    text: string;
  }>;
  prepTime?: string;
  cookTime?: string;
  totalTime?: string;
  recipeYield?: string;
  recipeCuisine?: string;
  recipeCategory?: string;
  keywords?: string;
  image?: string;
  nutrition?: { '@type': 'NutritionInformation' } & Record<string, string>;
  dateCreated: string;
  dateModified: string;
}

/** ISO 8601 duration of whole minutes: 90 -> "PT1H30M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

// our nutrient -> schema.org NutritionInformation property, and its unit
const NUTRIENTS = [
  ['calories', 'calories', 'kcal'],
  ['protein', 'proteinContent', 'g'],
  ['carbs', 'carbohydrateContent', 'g'],
  ['fat', 'fatContent', 'g'],
  ['fiber', 'fiberContent', 'g'],
  ['sugar', 'sugarContent', 'g'],
  ['sodium', 'sodiumContent', 'mg'],
] as const;

/** An ingredient row as one line ("2 cloves garlic, minced"), as recipe sites publish them. */
const ingredientLine = (ingredient: RecipeDto['ingredients'][number]) => [formatIngredient(ingredient), ingredient.notes].filter(Boolean).join(', ');

/**
 * The recipe as schema.org Recipe JSON-LD. `appUrl` makes an uploaded picture's address absolute;
 * a stock picture is the app's own drawing and is left out. What is unknown is left out, not empty.
 */
export function recipeJsonLd(recipe: RecipeDto, appUrl: string): SchemaOrgRecipe {
  const total = recipe.prepTime !== null || recipe.cookTime !== null ? (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0) : null;
  const nutrition = recipe.nutrition;
  const nutrients = nutrition
    ? Object.fromEntries([
        ...NUTRIENTS.flatMap(([field, property, unit]) => (nutrition[field] === null ? [] : [[property, `${nutrition[field]} ${unit}`]])),
        ...(nutrition.servingSize ? [['servingSize', nutrition.servingSize]] : []),
      ])
    : {};
  const image = recipe.imageType === 'stock' || recipe.imageUrl === null ? null : new URL(recipe.imageUrl, appUrl).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    ...(recipe.description ? { description: recipe.description } : {}),
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    recipeInstructions: recipe.instructions.map((step) => ({
      '@type': 'HowToStep',
      position: step.stepNumber,
      text: step.instruction,
    })),
    ...(recipe.prepTime !== null ? { prepTime: isoDuration(recipe.prepTime) } : {}),
    ...(recipe.cookTime !== null ? { cookTime: isoDuration(recipe.cookTime) } : {}),
    ...(total !== null ? { totalTime: isoDuration(total) } : {}),
    ...(recipe.servings !== null
      ? {
          recipeYield: `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`,
        }
      : {}),
    ...(recipe.cuisine ? { recipeCuisine: recipe.cuisine } : {}),
    ...(recipe.category ? { recipeCategory: recipe.category.name } : {}),
    ...(recipe.tags.length > 0 ? { keywords: recipe.tags.join(', ') } : {}),
    ...(image ? { image } : {}),
    ...(Object.keys(nutrients).length > 0 ? { nutrition: { '@type': 'NutritionInformation', ...nutrients } } : {}),
    dateCreated: recipe.createdAt,
    dateModified: recipe.updatedAt,
  };
}
