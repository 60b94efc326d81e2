import { homeWeek, plannerRange } from '@mealapp/domain';
import type { ListMealPlansApiArg, ListPantryItemsApiArg, ListRecipesApiArg } from './generated/api';

// The arguments the screens read their lists with, in one place. RTK Query keys a cache entry by
// its endpoint and argument: a screen, a Home card and the shell's prefetch of the same list
// (shell/src/routes/page-data.ts) that use these share one entry and one request, and cannot drift.

/** Every pantry item, filtered on the device: the pantry screen, its Home card, a recipe's pantry match. */
export const ALL_PANTRY_ITEMS: ListPantryItemsApiArg = {};

/** Every readable recipe, filtered on the device: the recipes screen, the planner's choices, Cook Tonight. */
export const ALL_RECIPES: ListRecipesApiArg = {};

/** The user's recommendations, best first, each with its reason: the AI tab and Home's card. */
export const RECOMMENDED_RECIPES: ListRecipesApiArg = { recommended: true };

/** The planner's 14 days from `today` (YYYY-MM-DD, the user's calendar date). */
export const plannerMeals = (today: string): ListMealPlansApiArg => plannerRange(today);

/** Home's week from `today`: today and the 6 days after (the week's meals card). */
export const weekMeals = (today: string): ListMealPlansApiArg => homeWeek(today);
