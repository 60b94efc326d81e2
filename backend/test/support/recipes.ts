import request from 'supertest';
import type { App } from 'supertest/types.js';
import type { RecipeDto } from '../../src/recipes/dto/recipe.dto.js';
import type { RecipeSummaryDto } from '../../src/recipes/dto/recipe-summary.dto.js';
import { bearer } from './accounts.js';

/** The smallest recipe the server accepts, with `overrides`. */
export const recipeBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Tomato pasta',
  ingredients: ['pasta'],
  instructions: ['Cook it.'],
  ...overrides,
});

export async function createRecipe(server: App, token: string, overrides: Record<string, unknown> = {}): Promise<RecipeDto> {
  return (await request(server).post('/api/recipes').set(bearer(token)).send(recipeBody(overrides)).expect(201)).body as RecipeDto;
}

export async function listRecipes(server: App, token: string, query = ''): Promise<RecipeSummaryDto[]> {
  return (await request(server).get(`/api/recipes${query}`).set(bearer(token)).expect(200)).body as RecipeSummaryDto[];
}

/** The user's own recipes in the list (the shared library is there too). */
export async function ownRecipes(server: App, token: string, query = ''): Promise<RecipeSummaryDto[]> {
  return (await listRecipes(server, token, query)).filter((recipe) => !recipe.readOnly);
}

export async function addPantryItem(server: App, token: string, name: string, status: string): Promise<void> {
  await request(server).post('/api/pantry').set(bearer(token)).send({ name, status }).expect(201);
}
