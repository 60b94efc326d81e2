import { ingredientMatchKey, parseAmount, stockImageById } from '@mealapp/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEMO_RECIPES } from '../../recipes/library/demo-recipes.js';
import { libraryContentTags, type LibraryRecipe } from '../../recipes/library/library-recipe.js';
import { STARTER_RECIPES } from '../../recipes/library/starter-recipes.js';

const DEMO_SOURCE = 'Test Recipe';
const STARTER_SOURCE = 'Starter library';

/**
 * The shared recipes (DECISIONS.md): the demo recipes at ids 1 to 3 (source 'Test Recipe', so the
 * detail screen shows its Demo Mode banner) and the starter library, with shared categories for
 * their category names. Users' recipes get ids after them.
 *
 * Match keys and content tags are computed here with @mealapp/domain's rules as they are when
 * this runs, and the recipes are read from `recipes/library` as it is then. A later change to
 * those rules or that data reaches databases that already ran this only through a new migration
 * that updates the rows (found by library_key); write one with any such change.
 */
export class RecipeLibrary1764400000000 implements MigrationInterface {
  name = 'RecipeLibrary1764400000000';

  async up(q: QueryRunner): Promise<void> {
    const categoryIds = new Map<string, number>();
    const names = [...new Set([...DEMO_RECIPES, ...STARTER_RECIPES].map((recipe) => recipe.category))];
    const categories = (await q.query(
      `INSERT INTO recipe_categories (user_id, name) SELECT NULL, name FROM unnest($1::text[]) WITH ORDINALITY AS c(name, n) ORDER BY n RETURNING id, name`,
      [names],
    )) as Array<{ id: number; name: string }>;
    for (const category of categories) categoryIds.set(category.name, category.id);
    await insertLibraryRecipes(q, DEMO_RECIPES, { library: 'demo', source: DEMO_SOURCE, categoryIds, firstId: 1 });
    await q.query(`SELECT setval(pg_get_serial_sequence('recipes', 'id'), greatest((SELECT max(id) FROM recipes), 3))`);
    await insertLibraryRecipes(q, STARTER_RECIPES, { library: 'starter', source: STARTER_SOURCE, categoryIds, firstId: null });
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM recipes WHERE library IS NOT NULL`);
    await q.query(`DELETE FROM recipe_categories WHERE user_id IS NULL`);
  }
}

/** A few statements for the whole list (columns as arrays), so a fresh database starts quickly. */
async function insertLibraryRecipes(
  q: QueryRunner,
  recipes: readonly LibraryRecipe[],
  shared: { library: 'demo' | 'starter'; source: string; categoryIds: ReadonlyMap<string, number>; firstId: number | null },
): Promise<void> {
  const column = <T>(value: (recipe: LibraryRecipe, index: number) => T) => recipes.map(value);
  const rows = (await q.query(
    `INSERT INTO recipes (id, user_id, library, library_key, title, description, cook_time, prep_time, servings, difficulty, cuisine, tags,
       image_url, image_type, stock_image_id, source, category_id, is_trending, is_recommended, content_tags, ingredient_count, instruction_count)
     SELECT coalesce(r.id, nextval(pg_get_serial_sequence('recipes', 'id'))), NULL, $1, r.key, r.title, r.description, r.cook_time, r.prep_time,
       r.servings, r.difficulty, r.cuisine, ARRAY(SELECT json_array_elements_text(r.tags)), r.image_url, 'stock', r.stock_image_id, $2,
       r.category_id, r.is_trending, r.is_recommended, ARRAY(SELECT json_array_elements_text(r.content_tags)), r.ingredient_count, r.instruction_count
     FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::text[], $11::text[], $12::json[],
       $13::text[], $14::text[], $15::int[], $16::boolean[], $17::boolean[], $18::json[], $19::int[], $20::int[]) WITH ORDINALITY
       AS r(id, key, title, description, cook_time, prep_time, servings, difficulty, cuisine, tags, image_url, stock_image_id, category_id,
         is_trending, is_recommended, content_tags, ingredient_count, instruction_count, n)
     ORDER BY r.n
     RETURNING id, library_key AS key`,
    [
      shared.library,
      shared.source,
      column((_, index) => (shared.firstId === null ? null : shared.firstId + index)),
      column((recipe) => recipe.key),
      column((recipe) => recipe.title),
      column((recipe) => recipe.description),
      column((recipe) => recipe.cookTime),
      column((recipe) => recipe.prepTime),
      column((recipe) => recipe.servings),
      column((recipe) => recipe.difficulty),
      column((recipe) => recipe.cuisine),
      column((recipe) => JSON.stringify(recipe.tags)),
      column((recipe) => stockImageById(recipe.stockImageId)?.url ?? null),
      column((recipe) => recipe.stockImageId),
      column((recipe) => shared.categoryIds.get(recipe.category) ?? null),
      column((recipe) => recipe.isTrending ?? false),
      column((recipe) => recipe.isRecommended ?? false),
      column((recipe) => JSON.stringify(libraryContentTags(recipe, shared.source))),
      column((recipe) => recipe.ingredients.length),
      column((recipe) => recipe.instructions.length),
    ],
  )) as Array<{ id: number; key: string }>;
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  const idOf = (recipe: LibraryRecipe) => ids.get(recipe.key) as number;

  const ingredients = recipes.flatMap((recipe) => recipe.ingredients.map((ingredient, position) => ({ recipeId: idOf(recipe), position, ...ingredient })));
  await q.query(
    `INSERT INTO recipe_ingredients (recipe_id, position, name, amount, amount_value, unit, notes, match_key)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::float8[], $6::text[], $7::text[], $8::text[])`,
    [
      ingredients.map((i) => i.recipeId),
      ingredients.map((i) => i.position),
      ingredients.map((i) => i.name),
      ingredients.map((i) => i.amount ?? null),
      ingredients.map((i) => parseAmount(i.amount)),
      ingredients.map((i) => i.unit ?? null),
      ingredients.map((i) => i.notes ?? null),
      ingredients.map((i) => ingredientMatchKey(i.name)),
    ],
  );

  const steps = recipes.flatMap((recipe) => recipe.instructions.map((instruction, index) => ({ recipeId: idOf(recipe), stepNumber: index + 1, instruction })));
  await q.query(`INSERT INTO recipe_instructions (recipe_id, step_number, instruction) SELECT * FROM unnest($1::int[], $2::int[], $3::text[])`, [
    steps.map((s) => s.recipeId),
    steps.map((s) => s.stepNumber),
    steps.map((s) => s.instruction),
  ]);

  const nutrition = recipes.flatMap((recipe) => (recipe.nutrition ? [{ recipeId: idOf(recipe), ...recipe.nutrition }] : []));
  const values = (field: 'calories' | 'protein' | 'carbs' | 'fat' | 'fiber' | 'sugar' | 'sodium') => nutrition.map((n) => n[field] ?? null);
  await q.query(
    `INSERT INTO recipe_nutrition (recipe_id, calories, protein, carbs, fat, fiber, sugar, sodium, serving_size)
     SELECT * FROM unnest($1::int[], $2::float8[], $3::float8[], $4::float8[], $5::float8[], $6::float8[], $7::float8[], $8::float8[], $9::text[])`,
    [
      nutrition.map((n) => n.recipeId),
      values('calories'),
      values('protein'),
      values('carbs'),
      values('fat'),
      values('fiber'),
      values('sugar'),
      values('sodium'),
      nutrition.map((n) => n.servingSize ?? null),
    ],
  );
}
