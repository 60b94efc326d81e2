import { CreateRecipeDto } from './create-recipe.dto.js';

/** PUT /api/recipes/{id} replaces the whole recipe: the same fields as a new one, an absent field cleared. */
export class UpdateRecipeDto extends CreateRecipeDto {}
