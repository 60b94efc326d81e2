/** spec part 2 §3 Meal plan entry: the three slots of a day, in the order the planner shows them. */
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const MEAL_TYPE_LABELS: Record<MealType, string> = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' };

/** A planned meal is a recipe or a custom meal named by the user. */
export const MEAL_PLAN_TYPES = ['recipe', 'custom'] as const;
export type MealPlanType = (typeof MEAL_PLAN_TYPES)[number];

export const CUSTOM_MEAL_NAME_MAX_LENGTH = 200;

export const MEAL_PLAN_MESSAGES = {
  mealType: `mealType must be one of ${MEAL_TYPES.join(', ')}`,
  type: `type must be one of ${MEAL_PLAN_TYPES.join(', ')}`,
  customNameRequired: 'customName must not be empty',
  customNameTooLong: `customName must be at most ${CUSTOM_MEAL_NAME_MAX_LENGTH} characters`,
  notFound: 'Meal plan not found',
  recipeNotFound: 'Recipe not found',
  cookId: "cookId must be a member's user id (a positive whole number), or null for nobody",
  cookNotMember: 'The cook must be a member of the household the meal is planned in',
  // spec part 2 §8
  fetchFailed: 'Failed to fetch meal plans',
  createFailed: 'Failed to create meal plan',
  deleteFailed: 'Failed to delete meal plan',
  cookFailed: 'Failed to change who cooks',
} as const;

export function isMealType(value: unknown): value is MealType {
  return typeof value === 'string' && (MEAL_TYPES as readonly string[]).includes(value);
}

export function isMealPlanType(value: unknown): value is MealPlanType {
  return typeof value === 'string' && (MEAL_PLAN_TYPES as readonly string[]).includes(value);
}

/** spec part 2 §5: a custom meal name is non-empty after trimming. null when the name is fine. */
export function customMealNameError(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return MEAL_PLAN_MESSAGES.customNameRequired;
  if (value.trim().length > CUSTOM_MEAL_NAME_MAX_LENGTH) return MEAL_PLAN_MESSAGES.customNameTooLong;
  return null;
}
