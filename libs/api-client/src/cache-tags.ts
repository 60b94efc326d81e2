/**
 * Cache tags a feature may invalidate in another feature's cache (a shopping tick changes the
 * pantry), spelled once, with the generated client's tag types. The lists provide them whichever
 * feature app loaded first (endpoints.ts).
 */
export const PANTRY_LIST_TAG = { type: 'pantry', id: 'LIST' } as const;
export const SHOPPING_LIST_TAG = { type: 'shopping', id: 'LIST' } as const;
export const RECIPE_LIST_TAG = { type: 'recipes', id: 'LIST' } as const;
export const MEAL_PLAN_LIST_TAG = { type: 'meal-plans', id: 'LIST' } as const;

/**
 * What the current household holds: the pantry, shopping list, recipes (with their categories)
 * and meal plans answer for another household after a switch, a join, a leave, a removal, a
 * deletion or a new household, so every answer under these tags is stale then.
 */
export const HOUSEHOLD_DATA_TAGS = ['households', 'pantry', 'shopping', 'recipes', 'meal-plans'] as const;

/** The calls after which the current household may be another one (HOUSEHOLD_DATA_TAGS). */
export const HOUSEHOLD_CHANGES: ReadonlySet<string> = new Set([
  'switchHousehold',
  'joinHousehold',
  'createHousehold',
  'deleteHousehold',
  'removeHouseholdMember',
]);
