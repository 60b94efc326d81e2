import { formatIngredient, scaleIngredient, type ScaledIngredient } from '@mealapp/domain';
import styled from 'styled-components';
import { SERVINGS_TEXT } from './messages';
import type { Recipe } from './types';

export type RecipeIngredient = Recipe['ingredients'][number];
export type ShownIngredient = ScaledIngredient<RecipeIngredient>;

/** The recipe's ingredients for `to` servings (scaleIngredient); as written when either is unknown. */
export function ingredientsFor(ingredients: readonly RecipeIngredient[], from: number | null, to: number | null): ShownIngredient[] {
  return ingredients.map((ingredient) =>
    from !== null && to !== null ? scaleIngredient(ingredient, from, to) : scaleIngredient(ingredient, 1, 1),
  );
}

const Rounded = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One ingredient line: amount, unit and name, its notes, and a count rounded to whole ones says so. */
export function IngredientLine({ ingredient }: { ingredient: ShownIngredient }) {
  return (
    <>
      <span className="name">{formatIngredient(ingredient)}</span>
      {ingredient.notes ? `, ${ingredient.notes}` : ''}
      {ingredient.roundedFrom && <Rounded>{SERVINGS_TEXT.roundedFrom(ingredient.roundedFrom)}</Rounded>}
    </>
  );
}
