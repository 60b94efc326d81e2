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
    const today = calendarDateIn(now, input.timeZone ?? DEFAULT_TIME_ZONE);
    if (input.date < today) throw new BadRequestException(dateInPast(today));
    if (daysBetween(today, input.date) > MEAL_PLAN_HORIZON_DAYS) throw new BadRequestException(DATE_TOO_FAR);
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
   * Names who cooks the entry, or nobody (null): a member of its household; and the servings it is
   * cooked for, a recipe meal only. What the body leaves out stays; anything refused is 400 and
   * nothing changes.
   */
  async update(userId: number, id: number, input: UpdateMealPlanDto): Promise<MealPlanDto> {
    if (input.cookId === undefined && input.servings === undefined) throw new BadRequestException(MEAL_PLAN_FIELD_MESSAGES.nothingToChange);
    const manager = this.dataSource.manager;
    const changes = {
      ...(input.cookId === undefined ? {} : { cookId: input.cookId }),
      ...(input.servings === undefined ? {} : { servings: input.servings }),
    };
    let found: boolean;
    try {
      found = await this.plans.updateOwnedBy(manager, userId, id, changes);
    } catch (error) {
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

/** Rethrows a write's error; a cook who is not a member of the household broke a key: the caller named the wrong person (400). */
function rethrowCookRefusal(error: unknown): never {
  if (isForeignKeyViolation(error, COOK_CONSTRAINTS)) throw new BadRequestException(MEAL_PLAN_MESSAGES.cookNotMember);
  throw error;
}
