import { customMealNameError, isMealPlanType, isMealType, MEAL_PLAN_MESSAGES } from './meal-plan.js';

describe('isMealType', () => {
  it.each([
    ['breakfast', true],
    ['lunch', true],
    ['dinner', true],
    ['Dinner', false],
    ['snack', false],
    ['', false],
    [1, false],
    [null, false],
  ])('%p -> %p', (value, expected) => {
    expect(isMealType(value)).toBe(expected);
  });
});

describe('isMealPlanType', () => {
  it.each([
    ['recipe', true],
    ['custom', true],
    ['Recipe', false],
    [undefined, false],
  ])('%p -> %p', (value, expected) => {
    expect(isMealPlanType(value)).toBe(expected);
  });
});

describe('customMealNameError', () => {
  it.each([
    ['Leftovers', null],
    ['  Pizza night  ', null],
    ['x'.repeat(200), null],
    [` ${'x'.repeat(200)} `, null],
    ['x'.repeat(201), MEAL_PLAN_MESSAGES.customNameTooLong],
    ['', MEAL_PLAN_MESSAGES.customNameRequired],
    ['   ', MEAL_PLAN_MESSAGES.customNameRequired],
    [undefined, MEAL_PLAN_MESSAGES.customNameRequired],
    [42, MEAL_PLAN_MESSAGES.customNameRequired],
  ])('%p -> %p', (value, expected) => {
    expect(customMealNameError(value)).toBe(expected);
  });
});
