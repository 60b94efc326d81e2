import { calendarDateIn, daysBetween, MEAL_PLAN_MESSAGES, MEAL_TYPE_LABELS } from '@mealapp/domain';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '../common/database-errors.js';
import type { JsonList } from '../common/json-list.js';
import type { CreateMealPlanDto } from './dto/create-meal-plan.dto.js';
import type { MealPlanDto } from './dto/meal-plan.dto.js';
import type { UpdateMealPlanDto } from './dto/update-meal-plan.dto.js';
import { MEAL_PLAN_FIELD_MESSAGES } from './dto/meal-plan-validators.js';
import { COOK_CONSTRAINTS, MealPlansRepository, SERVINGS_RECIPE_CONSTRAINT, type MealSlot } from './meal-plans.repository.js';

/** The longest range one GET answers: two months, well above the planner's 14 days and Home's week. */
export const MEAL_PLAN_RANGE_MAX_DAYS = 62;
export const RANGE_TOO_LONG = `The range from startDate to endDate must be at most ${MEAL_PLAN_RANGE_MAX_DAYS} days`;
export const RANGE_BACKWARDS = 'endDate must not be before startDate';
export const DEFAULT_TIME_ZONE = 'UTC';
/** How far ahead a meal may be planned: keeps one user's rows bounded (a slot a day, a year ahead). */
export const MEAL_PLAN_HORIZON_DAYS = 366;

export const slotTaken = (slot: MealSlot) => `A meal is already planned for ${MEAL_TYPE_LABELS[slot.mealType]} on ${slot.date}. Remove it first.`;
export const dateInPast = (today: string) => `date must not be before today (${today})`;
export const DATE_TOO_FAR = `date must be at most ${MEAL_PLAN_HORIZON_DAYS} days after today`;

/** A range of days one call may cover: forwards, and at most MEAL_PLAN_RANGE_MAX_DAYS long. */
export function assertPlanRange(startDate: string, endDate: string): void {
  const days = daysBetween(startDate, endDate) + 1;
  if (days < 1) throw new BadRequestException(RANGE_BACKWARDS);
  if (days > MEAL_PLAN_RANGE_MAX_DAYS) throw new BadRequestException(RANGE_TOO_LONG);
}

@Injectable()
export class MealPlansService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly plans: MealPlansRepository,
  ) {}

  list(userId: number, startDate: string, endDate: string): Promise<JsonList<MealPlanDto>> {
    assertPlanRange(startDate, endDate);
    return this.plans.listOwnedBy(this.dataSource.manager, userId, startDate, endDate);
  }

  /**
   * spec part 2 §5: not earlier than today, in the user's time zone (UTC when the app sends none),
   * and at most MEAL_PLAN_HORIZON_DAYS ahead.
   * One meal per slot: a taken slot answers 409 rather than replacing what the user planned.
   * The cook, when named, is a member of the household (400 otherwise, and nothing is planned).
   */
  async create(userId: number, input: CreateMealPlanDto, now = new Date()): Promise<MealPlanDto> {
    assertPlannableDay(input.date, input.timeZone, now);
    const slot: MealSlot = { date: input.date, mealType: input.mealType };
    const manager = this.dataSource.manager;
    const cookId = input.cookId ?? null;
    let id: number | null;
    try {
      id =
        input.type === 'recipe'
          ? await this.plans.insertRecipeMealFor(manager, userId, slot, { recipeId: input.recipeId as number, cookId, servings: input.servings ?? null })
          : await this.plans.insertCustomMealFor(manager, userId, slot, (input.customName as string).trim(), cookId);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(slotTaken(slot));
      rethrowCookRefusal(error);
    }
    if (id === null) throw new NotFoundException(MEAL_PLAN_FIELD_MESSAGES.recipeNotFound);
    const created = await this.plans.findOwnedBy(manager, userId, id);
    if (!created) throw new NotFoundException(MEAL_PLAN_FIELD_MESSAGES.notFound);
    return created;
  }

  /**
   * One plan of the account import (my-data), in the caller's transaction: a plan already in its
   * slot is the same plan and stays (false). The date rules of a new plan do not apply: an export
   * holds past plans, and the cook is left out (the document's people are not this server's).
   */
  async importIn(manager: EntityManager, userId: number, input: CreateMealPlanDto, recipeId: number | null, cookedAt: string | null): Promise<boolean> {
    const slot: MealSlot = { date: input.date, mealType: input.mealType };
    const meal = { recipeId, customName: recipeId === null ? (input.customName?.trim() ?? null) : null, servings: input.servings ?? null, cookedAt };
    return (await this.plans.insertImportedFor(manager, userId, slot, meal)) !== null;
  }

  /**
   * Names who cooks the entry, or nobody (null): a member of its household; the servings it is
   * cooked for, a recipe meal only; and moves it to another slot (date, mealType) by the rules of
   * planning it, 409 when that slot is taken. What the meal is (type, recipeId, customName) cannot
   * change: sent unchanged it is accepted (a GET answer written back), changed it is refused by
   * name. What the body leaves out stays; anything refused is 400 and nothing changes.
   */
  async update(userId: number, id: number, input: UpdateMealPlanDto, now = new Date()): Promise<MealPlanDto> {
    const fixedSent = FIXED_FIELDS.some((field) => input[field] !== undefined);
    if (!fixedSent && input.cookId === undefined && input.servings === undefined && input.date === undefined && input.mealType === undefined) {
      throw new BadRequestException(MEAL_PLAN_FIELD_MESSAGES.nothingToChange);
    }
    const manager = this.dataSource.manager;
    const current = await this.plans.findOwnedBy(manager, userId, id);
    if (!current) throw new NotFoundException(MEAL_PLAN_FIELD_MESSAGES.notFound);
    for (const field of FIXED_FIELDS) {
      if (input[field] !== undefined && input[field] !== current[field]) throw new BadRequestException(MEAL_PLAN_FIELD_MESSAGES.cannotChange(field));
    }
    const slot: MealSlot = { date: input.date ?? current.date, mealType: input.mealType ?? current.mealType };
    const moves = slot.date !== current.date || slot.mealType !== current.mealType;
    if (moves) assertPlannableDay(slot.date, input.timeZone, now);
    const changes = {
      ...(input.cookId === undefined ? {} : { cookId: input.cookId }),
      ...(input.servings === undefined ? {} : { servings: input.servings }),
      ...(moves ? slot : {}),
    };
    if (Object.keys(changes).length === 0) return current;
    let found: boolean;
    try {
      found = await this.plans.updateOwnedBy(manager, userId, id, changes);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(slotTaken(slot));
      if (isCheckViolation(error, [SERVINGS_RECIPE_CONSTRAINT])) throw new BadRequestException(MEAL_PLAN_FIELD_MESSAGES.servingsWithCustom);
      rethrowCookRefusal(error);
    }
    const entry = found ? await this.plans.findOwnedBy(manager, userId, id) : null;
    if (!entry) throw new NotFoundException(MEAL_PLAN_FIELD_MESSAGES.notFound);
    return entry;
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.plans.deleteOwnedBy(this.dataSource.manager, userId, id))) throw new NotFoundException(MEAL_PLAN_FIELD_MESSAGES.notFound);
  }

  async removeSlot(userId: number, slot: MealSlot): Promise<void> {
    if (!(await this.plans.deleteSlotOwnedBy(this.dataSource.manager, userId, slot))) throw new NotFoundException(MEAL_PLAN_FIELD_MESSAGES.notFound);
  }
}

/** What a meal is: a write may send them back as read, never change them. */
const FIXED_FIELDS = ['type', 'recipeId', 'customName'] as const;

/** spec part 2 §5: a meal is planned (or moved) for today or later in the user's time zone, at most MEAL_PLAN_HORIZON_DAYS ahead. */
function assertPlannableDay(date: string, timeZone: string | undefined, now: Date): void {
  const today = calendarDateIn(now, timeZone ?? DEFAULT_TIME_ZONE);
  if (date < today) throw new BadRequestException(dateInPast(today));
  if (daysBetween(today, date) > MEAL_PLAN_HORIZON_DAYS) throw new BadRequestException(DATE_TOO_FAR);
}

/** Rethrows a write's error; a cook who is not a member of the household broke a key: the caller named the wrong person (400). */
function rethrowCookRefusal(error: unknown): never {
  if (isForeignKeyViolation(error, COOK_CONSTRAINTS)) throw new BadRequestException(MEAL_PLAN_MESSAGES.cookNotMember);
  throw error;
}
