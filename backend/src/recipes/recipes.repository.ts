import { Injectable } from '@nestjs/common';
import type { RecommendableRecipe } from '@mealapp/domain';
import type { EntityManager } from 'typeorm';
import { ownedBy, readableBy } from '../common/household-scope.js';
import type { JsonList } from '../common/json-list.js';
import { utcTimestamp } from '../common/sql-time.js';
import type { RecipeDto } from './dto/recipe.dto.js';
import type { RecipeBaseDto, RecipeSummaryDto } from './dto/recipe-summary.dto.js';
import { RecipeEntity } from './entities/recipe.entity.js';
import { RecipeIngredientEntity } from './entities/recipe-ingredient.entity.js';
import { RecipeInstructionEntity } from './entities/recipe-instruction.entity.js';
import { RecipeFavoriteEntity, RecipePinEntity } from './entities/recipe-mark.entity.js';
import { RecipeNutritionEntity } from './entities/recipe-nutrition.entity.js';
import type { RecipeFields, RecipeImageFields } from './recipe-fields.js';

/** `scope`: 'mine' the user's own recipes, 'library' the shared ones; absent both. */
export interface RecipeListFilter {
  categoryId?: number;
  trending?: boolean;
  favorited?: boolean;
  pinned?: boolean;
  scope?: 'mine' | 'library';
  /** Only these recipes, or all but these. */
  ids?: { only: readonly number[] } | { except: readonly number[] };
  /** A page: at most `limit` recipes with an id above `afterId`. */
  afterId?: number;
  limit?: number;
}

/** The user's pantry as match keys (@mealapp/domain's indexPantry): the list matches ingredients on them. */
export interface PantryKeys {
  inStock: readonly string[];
  lowStock: readonly string[];
}

export type RecipeMark = 'favorite' | 'pin';

export interface RecipeIngredientRow {
  name: string;
  amount: string | null;
  unit: string | null;
  /** @mealapp/domain's ingredientMatchKey(name), stored at save. */
  matchKey: string;
}

/** What shopping for a recipe and cooking it read: the servings it is written for and its ingredients in order. */
export interface RecipeToCook {
  servings: number | null;
  ingredients: RecipeIngredientRow[];
}

/**
 * The recipe's own fields as SQL over `r` (recipe), `c` (its category), `f` and `p` (this user's
 * favorite and pin rows), one place for the list and the detail.
 */
const BASE_FIELDS: { [K in keyof RecipeBaseDto]-?: string } = {
  id: 'r.id',
  title: 'r.title',
  description: 'r.description',
  cookTime: 'r.cook_time',
  prepTime: 'r.prep_time',
  servings: 'r.servings',
  difficulty: 'r.difficulty',
  cuisine: 'r.cuisine',
  tags: 'r.tags',
  imageUrl: 'r.image_url',
  imageType: 'r.image_type',
  stockImageId: 'r.stock_image_id',
  source: 'r.source',
  categoryId: 'r.category_id',
  category: `CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'description', c.description) END`,
  isTrending: 'r.is_trending',
  isRecommended: 'r.is_recommended',
  isFavorited: 'f.recipe_id IS NOT NULL',
  isPinned: 'p.recipe_id IS NOT NULL',
  createdAt: utcTimestamp('r.created_at'),
  updatedAt: utcTimestamp('r.updated_at'),
  ingredientCount: 'r.ingredient_count',
  instructionCount: 'r.instruction_count',
  readOnly: 'r.household_id IS NULL',
  library: 'r.library',
  contentTags: 'r.content_tags',
};

// Counts come from the stored match keys: `= ANY` over a parameter array is hashed by PostgreSQL
// (14 and later), and each recipe's keys are read from the (recipe_id, position) index.
const SUMMARY_FIELDS: { [K in Exclude<keyof RecipeSummaryDto, 'recommendation'>]-?: string } = {
  ...BASE_FIELDS,
  ingredientStatus: `json_build_object('total', r.ingredient_count, 'available', m.available, 'missing', r.ingredient_count - m.available - m.low,
    'lowStock', m.low, 'percent', CASE WHEN r.ingredient_count = 0 THEN 100 ELSE round(100.0 * (m.available + m.low) / r.ingredient_count)::int END)`,
};

const DETAIL_FIELDS: { [K in keyof RecipeDto]-?: string } = {
  ...BASE_FIELDS,
  ingredients: `(SELECT coalesce(json_agg(json_build_object('id', i.id, 'name', i.name, 'amount', i.amount, 'amountValue', i.amount_value, 'unit', i.unit,
    'notes', i.notes, 'order', i.position) ORDER BY i.position), '[]') FROM recipe_ingredients i WHERE i.recipe_id = r.id)`,
  instructions: `(SELECT coalesce(json_agg(json_build_object('id', s.id, 'stepNumber', s.step_number, 'instruction', s.instruction, 'notes', s.notes)
    ORDER BY s.step_number), '[]') FROM recipe_instructions s WHERE s.recipe_id = r.id)`,
  nutrition: `(SELECT json_build_object('id', n.id, 'recipeId', n.recipe_id, 'calories', n.calories, 'protein', n.protein, 'carbs', n.carbs, 'fat', n.fat,
    'fiber', n.fiber, 'sugar', n.sugar, 'sodium', n.sodium, 'servingSize', n.serving_size) FROM recipe_nutrition n WHERE n.recipe_id = r.id)`,
};

const select = (fields: Record<string, string>) => Object.entries(fields).map(([name, sql]) => `${sql} AS "${name}"`).join(', ');

/** $1 is the user. */
const FROM_READABLE = `
  FROM recipes r
  LEFT JOIN recipe_categories c ON c.id = r.category_id
  LEFT JOIN recipe_favorites f ON f.user_id = $1 AND f.recipe_id = r.id
  LEFT JOIN recipe_pins p ON p.user_id = $1 AND p.recipe_id = r.id`;

/** The recipes row of a recipe: its own columns and the counts of its parts. */
function recipeRow({ ingredients, instructions, nutrition: _nutrition, ...recipe }: RecipeFields) {
  return { ...recipe, ingredientCount: ingredients.length, instructionCount: instructions.length };
}

/** How a user may reach one recipe: their household's own, a shared one (read only), or not at all (null). */
export type RecipeAccess = 'own' | 'shared' | null;

const MARKS = { favorite: RecipeFavoriteEntity, pin: RecipePinEntity } as const;

/**
 * Every recipe query, each naming the user: what they may read and change is decided by
 * household-scope.ts alone (own rows read and written, shared ones read). Methods take the EntityManager to run on, so the service composes them
 * into one transaction (the embedded pool has a single connection).
 */
@Injectable()
export class RecipesRepository {
  /**
   * Every recipe the user can read, as one JSON array built by PostgreSQL in one query: the
   * summary fields and each recipe's ingredientStatus against `pantry`. Ordered by id.
   */
  async listReadableBy(manager: EntityManager, userId: number, filter: RecipeListFilter, pantry: PantryKeys): Promise<JsonList<RecipeSummaryDto>> {
    const parameters: unknown[] = [userId, pantry.inStock, pantry.lowStock];
    const where = [readableBy('r', '$1')];
    const bind = (value: unknown) => `$${parameters.push(value)}`;
    if (filter.categoryId !== undefined) where.push(`r.category_id = ${bind(filter.categoryId)}`);
    if (filter.trending !== undefined) where.push(`r.is_trending = ${bind(filter.trending)}`);
    if (filter.favorited !== undefined) where.push(`(f.recipe_id IS NOT NULL) = ${bind(filter.favorited)}`);
    if (filter.pinned !== undefined) where.push(`(p.recipe_id IS NOT NULL) = ${bind(filter.pinned)}`);
    if (filter.scope === 'mine') where.push(ownedBy('r', '$1'));
    if (filter.scope === 'library') where.push('r.library IS NOT NULL');
    if (filter.ids && 'only' in filter.ids) where.push(`r.id = ANY(${bind(filter.ids.only)}::int[])`);
    if (filter.ids && 'except' in filter.ids) where.push(`NOT (r.id = ANY(${bind(filter.ids.except)}::int[]))`);
    if (filter.afterId !== undefined) where.push(`r.id > ${bind(filter.afterId)}`);
    const page = filter.limit === undefined ? '' : `LIMIT ${bind(filter.limit)}`;
    // array_agg keeps the order of the sorted subquery (read in key order or sorted before the JSON
    // is built); an ORDER BY inside the aggregate sorted the finished rows again, on disk at 10,000.
    const [row] = (await manager.query(
      `SELECT coalesce(array_to_json(array_agg(t)), '[]')::text AS list FROM (
         SELECT ${select(SUMMARY_FIELDS)}
         ${FROM_READABLE}
         CROSS JOIN LATERAL (
           SELECT count(*) FILTER (WHERE i.match_key = ANY($2::text[])) AS available, count(*) FILTER (WHERE i.match_key = ANY($3::text[])) AS low
           FROM recipe_ingredients i WHERE i.recipe_id = r.id
         ) m
         WHERE ${where.join(' AND ')}
         ORDER BY r.id
         ${page}
       ) t`,
      parameters,
    )) as Array<{ list: string }>;
    return (row?.list ?? '[]') as JsonList<RecipeSummaryDto>;
  }

  /**
   * What recommending needs of every recipe the user can read, in one query: the fields the
   * rules weigh, whether it is a favorite, and its ingredients with their stored match keys.
   */
  async recommendationCandidates(manager: EntityManager, userId: number): Promise<RecommendableRecipe[]> {
    return (await manager.query(
      `SELECT r.id, r.title, r.cuisine, r.cook_time AS "cookTime", r.tags, r.is_trending AS "isTrending", f.recipe_id IS NOT NULL AS "isFavorited",
         (SELECT coalesce(json_agg(json_build_object('name', i.name, 'matchKey', i.match_key) ORDER BY i.position), '[]')
          FROM recipe_ingredients i WHERE i.recipe_id = r.id) AS ingredients
       FROM recipes r LEFT JOIN recipe_favorites f ON f.user_id = $1 AND f.recipe_id = r.id
       WHERE ${readableBy('r', '$1')} ORDER BY r.id`,
      [userId],
    )) as RecommendableRecipe[];
  }

  /** Calories per serving of each recipe that has them. */
  async caloriesOf(manager: EntityManager, ids: readonly number[]): Promise<Map<number, number>> {
    const rows = (await manager.query('SELECT recipe_id AS id, calories FROM recipe_nutrition WHERE recipe_id = ANY($1::int[]) AND calories IS NOT NULL', [ids])) as Array<{
      id: number;
      calories: number;
    }>;
    return new Map(rows.map((row) => [row.id, row.calories]));
  }

  /** The whole recipe, or null when the user cannot read it. */
  async findReadableBy(manager: EntityManager, userId: number, id: number): Promise<RecipeDto | null> {
    const [row] = (await manager.query(`SELECT row_to_json(t) AS recipe FROM (SELECT ${select(DETAIL_FIELDS)} ${FROM_READABLE} WHERE r.id = $2 AND ${readableBy('r', '$1')}) t`, [
      userId,
      id,
    ])) as Array<{ recipe: RecipeDto }>;
    return row?.recipe ?? null;
  }

  /**
   * Every recipe of a household the user belongs to, whole, as GET /api/recipes/{id} answers each
   * (the user's own favorites and pins), oldest first: what their export holds.
   */
  async listWholeOfMembership(manager: EntityManager, userId: number, householdId: number): Promise<RecipeDto[]> {
    const [row] = (await manager.query(
      `SELECT coalesce(json_agg(t ORDER BY t.id), '[]') AS recipes FROM (SELECT ${select(DETAIL_FIELDS)} ${FROM_READABLE}
         WHERE r.household_id = $2 AND EXISTS (SELECT 1 FROM household_members hm WHERE hm.household_id = $2 AND hm.user_id = $1)) t`,
      [userId, householdId],
    )) as Array<{ recipes: RecipeDto[] }>;
    return row?.recipes ?? [];
  }

  /**
   * Whether the user may change the recipe ('own'), only read it ('shared'), or neither (null).
   * `lock` keeps the recipe from being deleted until the transaction ends (a favorite row names it).
   */
  async accessOf(manager: EntityManager, userId: number, id: number, lock = false): Promise<RecipeAccess> {
    const [row] = (await manager.query(
      `SELECT ${ownedBy('r', '$1')} AS own FROM recipes r WHERE r.id = $2 AND ${readableBy('r', '$1')}${lock ? ' FOR KEY SHARE' : ''}`,
      [userId, id],
    )) as Array<{ own: boolean }>;
    if (!row) return null;
    return row.own ? 'own' : 'shared';
  }

  countOwnedBy(manager: EntityManager, userId: number): Promise<number> {
    return manager.createQueryBuilder(RecipeEntity, 'r').where(ownedBy('r', ':userId'), { userId }).getCount();
  }

  /** The ingredient names, in order, of each of the user's own recipes titled `title` (case ignored): what an import compares against. */
  async ingredientNamesOfTitled(manager: EntityManager, userId: number, title: string): Promise<string[][]> {
    const rows = (await manager.query(
      `SELECT coalesce((SELECT array_agg(i.name ORDER BY i.position) FROM recipe_ingredients i WHERE i.recipe_id = r.id), '{}') AS names
       FROM recipes r WHERE ${ownedBy('r', '$1')} AND lower(r.title) = lower($2)`,
      [userId, title],
    )) as Array<{ names: string[] }>;
    return rows.map((row) => row.names);
  }

  async insertFor(manager: EntityManager, userId: number, fields: RecipeFields): Promise<number> {
    const result = await manager.insert(RecipeEntity, { ...recipeRow(fields), userId });
    const id = (result.identifiers[0] as { id: number }).id;
    await this.insertParts(manager, id, fields);
    return id;
  }

  /** Replaces every field and part of the user's own recipe; false when they own no such recipe. */
  async replaceOwnedBy(manager: EntityManager, userId: number, id: number, fields: RecipeFields): Promise<boolean> {
    // The UPDATE locks the recipe's row first, so two replacements of one recipe take turns.
    const result = await manager
      .createQueryBuilder()
      .update(RecipeEntity)
      .set(recipeRow(fields))
      .where('id = :id', { id })
      .andWhere(ownedBy('recipes', ':userId'), { userId })
      .execute();
    if (!result.affected) return false;
    for (const part of [RecipeIngredientEntity, RecipeInstructionEntity, RecipeNutritionEntity]) await manager.delete(part, { recipeId: id });
    await this.insertParts(manager, id, fields);
    return true;
  }

  async setImageOwnedBy(manager: EntityManager, userId: number, id: number, image: RecipeImageFields): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(RecipeEntity)
      .set(image)
      .where('id = :id', { id })
      .andWhere(ownedBy('recipes', ':userId'), { userId })
      .execute();
    return Boolean(result.affected);
  }

  /** The uploaded image the user's recipe shows (null for none); undefined when they own no such recipe. */
  async imageIdOwnedBy(manager: EntityManager, userId: number, id: number): Promise<string | null | undefined> {
    const row = await manager
      .createQueryBuilder(RecipeEntity, 'r')
      .select('r.imageId')
      .where('r.id = :id', { id })
      .andWhere(ownedBy('r', ':userId'), { userId })
      .getOne();
    return row ? row.imageId : undefined;
  }

  async deleteOwnedBy(manager: EntityManager, userId: number, id: number): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(RecipeEntity)
      .where('id = :id', { id })
      .andWhere(ownedBy('recipes', ':userId'), { userId })
      .execute();
    return Boolean(result.affected);
  }

  /**
   * Flips the user's favorite or pin on a recipe they can read (their own or a shared one) and
   * answers the new state; null when they cannot read it.
   */
  /** A shared recipe by its library and its key there; null when none. */
  async libraryRecipeId(manager: EntityManager, library: string, key: string): Promise<number | null> {
    const [row] = (await manager.query(`SELECT id FROM recipes WHERE household_id IS NULL AND library = $1 AND library_key = $2`, [library, key])) as Array<{ id: number }>;
    return row?.id ?? null;
  }

  /** Marks a recipe the user can read (the import: the document's marks); false when it was marked already or the user cannot read it. */
  async addMark(manager: EntityManager, userId: number, id: number, mark: RecipeMark): Promise<boolean> {
    if ((await this.accessOf(manager, userId, id, true)) === null) return false;
    const result = await manager.createQueryBuilder().insert().into(MARKS[mark]).values({ userId, recipeId: id }).orIgnore().returning('recipe_id').execute();
    return (result.raw as unknown[]).length > 0;
  }

  async toggleMark(manager: EntityManager, userId: number, id: number, mark: RecipeMark): Promise<boolean | null> {
    if ((await this.accessOf(manager, userId, id, true)) === null) return null;
    const entity = MARKS[mark];
    const removed = await manager.delete(entity, { userId, recipeId: id });
    if (removed.affected) return false;
    await manager.createQueryBuilder().insert().into(entity).values({ userId, recipeId: id }).orIgnore().execute();
    return true;
  }

  /** Each of `ids` the user can read, with its servings and ingredients, in one query; ids they cannot read are left out. */
  async recipesToCookReadableBy(manager: EntityManager, userId: number, ids: readonly number[]): Promise<Map<number, RecipeToCook>> {
    const rows = (await manager.query(
      `SELECT r.id, r.servings, coalesce(json_agg(json_build_object('name', i.name, 'amount', i.amount, 'unit', i.unit, 'matchKey', i.match_key)
         ORDER BY i.position) FILTER (WHERE i.id IS NOT NULL), '[]') AS ingredients
       FROM recipes r LEFT JOIN recipe_ingredients i ON i.recipe_id = r.id
       WHERE r.id = ANY($2::int[]) AND ${readableBy('r', '$1')} GROUP BY r.id`,
      [userId, ids],
    )) as Array<RecipeToCook & { id: number }>;
    return new Map(rows.map(({ id, ...recipe }) => [id, recipe]));
  }

  /** The recipe's servings and ingredients in order, or null when the user cannot read it. */
  async recipeToCookReadableBy(manager: EntityManager, userId: number, id: number): Promise<RecipeToCook | null> {
    return (await this.recipesToCookReadableBy(manager, userId, [id])).get(id) ?? null;
  }

  private async insertParts(manager: EntityManager, recipeId: number, fields: RecipeFields): Promise<void> {
    if (fields.ingredients.length > 0) {
      await manager.insert(
        RecipeIngredientEntity,
        fields.ingredients.map((ingredient, position) => ({ ...ingredient, recipeId, position })),
      );
    }
    if (fields.instructions.length > 0) {
      await manager.insert(
        RecipeInstructionEntity,
        fields.instructions.map((step, index) => ({ ...step, recipeId, stepNumber: index + 1 })),
      );
    }
    if (fields.nutrition) await manager.insert(RecipeNutritionEntity, { ...fields.nutrition, recipeId });
  }
}
