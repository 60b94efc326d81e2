import { customMealNameError, isDateString, isMealPlanType, isMealType, isTimeZone, MEAL_PLAN_MESSAGES, RECIPE_LIMITS } from '@mealapp/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { isRowId } from '../../common/int4.js';

export const MEAL_PLAN_FIELD_MESSAGES = {
  ...MEAL_PLAN_MESSAGES,
  recipeId: 'recipeId must be a recipe id (a positive whole number)',
  recipeIdRequired: 'recipeId is required when type is recipe',
  recipeIdWithCustom: 'recipeId must not be sent with a custom meal',
  customNameWithRecipe: 'customName must not be sent with a recipe meal',
  timeZone: 'timeZone must be an IANA time zone name, e.g. Europe/London',
  servings: `servings must be a whole number from ${RECIPE_LIMITS.servings.min} to ${RECIPE_LIMITS.servings.max}, or null for the recipe's own`,
  servingsWithCustom: 'servings must not be sent with a custom meal',
  nothingToChange: 'cookId, servings, date or mealType is required',
  cannotChange: (field: string) => `${field} cannot change: remove the meal and plan another`,
} as const;

/** A planned meal's (or a cooking's) servings: the recipe's own limits. */
export const isServings = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= RECIPE_LIMITS.servings.min && (value as number) <= RECIPE_LIMITS.servings.max;

export const calendarDateMessage = (field: string) => `${field} must be a calendar date (YYYY-MM-DD)`;

/** A decorator whose message depends on the value (and on the rest of the body). */
function check(name: string, error: (value: unknown, body: Record<string, unknown>) => string | null): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => error(value, (args?.object ?? {}) as Record<string, unknown>) === null,
      defaultMessage: (args?: ValidationArguments) => error(args?.value, (args?.object ?? {}) as Record<string, unknown>) ?? `${args?.property} is invalid`,
    },
  });
}

/** Required: `field` must be a real YYYY-MM-DD date (2026-02-30 is not). */
export const IsCalendarDay = (field: string) =>
  check('isCalendarDay', (value) => (value === undefined || value === '' ? `${field} is required` : isDateString(value) ? null : calendarDateMessage(field)));

export const IsMealType = () =>
  check('isMealType', (value) => (value === undefined || value === '' ? 'mealType is required' : isMealType(value) ? null : MEAL_PLAN_MESSAGES.mealType));

export const IsMealPlanType = () =>
  check('isMealPlanType', (value) => (value === undefined ? 'type is required' : isMealPlanType(value) ? null : MEAL_PLAN_MESSAGES.type));

/** recipeId belongs to a recipe meal only. */
export const IsPlannedRecipeId = () =>
  check('isPlannedRecipeId', (value, body) => {
    if (body.type === 'custom') return value === undefined || value === null ? null : MEAL_PLAN_FIELD_MESSAGES.recipeIdWithCustom;
    if (body.type !== 'recipe') return null;
    if (value === undefined || value === null) return MEAL_PLAN_FIELD_MESSAGES.recipeIdRequired;
    return isRowId(value) ? null : MEAL_PLAN_FIELD_MESSAGES.recipeId;
  });

/** customName belongs to a custom meal only, non-empty after trimming (spec part 2 §5). */
export const IsPlannedCustomName = () =>
  check('isPlannedCustomName', (value, body) => {
    if (body.type === 'recipe') return value === undefined || value === null ? null : MEAL_PLAN_FIELD_MESSAGES.customNameWithRecipe;
    if (body.type !== 'custom') return null;
    return customMealNameError(value);
  });

/** Servings to cook a recipe meal for, or null for the recipe's own; a custom meal has none. */
export const IsServings = () =>
  check('isPlannedServings', (value, body) => {
    if (value === undefined || value === null) return null;
    if (body.type === 'custom') return MEAL_PLAN_FIELD_MESSAGES.servingsWithCustom;
    return isServings(value) ? null : MEAL_PLAN_FIELD_MESSAGES.servings;
  });

/** A servings field: documented and checked the same wherever servings are sent. */
export const ServingsField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', nullable: true, minimum: RECIPE_LIMITS.servings.min, maximum: RECIPE_LIMITS.servings.max, example: 6, description }),
    IsServings(),
  );

/** A member's user id, or null for nobody; whether they are a member, the database decides (migration 1765600000000). */
export const IsCookId = () =>
  check('isCookId', (value) => {
    if (value === undefined) return null;
    if (value === null) return null;
    return isRowId(value) ? null : MEAL_PLAN_MESSAGES.cookId;
  });

export const IsTimeZoneName = () => check('isTimeZoneName', (value) => (value === undefined || isTimeZone(value) ? null : MEAL_PLAN_FIELD_MESSAGES.timeZone));
