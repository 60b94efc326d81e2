/**
 * Cache tags a feature may invalidate in another feature's cache (a shopping tick changes the
 * pantry), spelled once, with the generated client's tag types. The lists provide them whichever
 * feature app loaded first (endpoints.ts).
 */
export const PANTRY_LIST_TAG = { type: 'pantry', id: 'LIST' } as const;
export const SHOPPING_LIST_TAG = { type: 'shopping', id: 'LIST' } as const;
export const RECIPE_LIST_TAG = { type: 'recipes', id: 'LIST' } as const;
export const MEAL_PLAN_LIST_TAG = { type: 'meal-plans', id: 'LIST' } as const;
