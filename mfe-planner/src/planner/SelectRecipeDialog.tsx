import { customMealNameError, MEAL_TYPE_LABELS, recipeImageSrc, type MealType } from '@mealapp/domain';
import type { RecipeSummaryDto } from '@mealapp/api-client';
import { Button, ErrorBanner, Spinner } from '@mealapp/ui';
import { Modal, SearchField, TextField } from '@mealapp/ui/controls';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { longDay } from './day-labels';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Where = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CustomForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  & > :first-child { flex: 1; }
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;

  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  img { width: 56px; height: 56px; flex: none; border-radius: ${({ theme }) => theme.radius.sm}; object-fit: cover; }
`;

const RowText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong { overflow-wrap: anywhere; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Description = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export interface SelectRecipeDialogProps {
  slot: { date: string; mealType: MealType };
  search: string;
  onSearch(search: string): void;
  recipes: readonly RecipeSummaryDto[];
  isLoading: boolean;
  loadError: string | null;
  /** A save is on its way: nothing else is sent meanwhile. */
  saving: boolean;
  saveError: string | null;
  onPickRecipe(recipeId: number): void;
  onAddCustom(name: string): void;
  onClose(): void;
}

function RecipeRow({ recipe, disabled, onPick }: { recipe: RecipeSummaryDto; disabled: boolean; onPick(): void }) {
  const facts = [recipe.cookTime != null ? `${recipe.cookTime} min` : null, recipe.servings != null ? `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}` : null].filter(Boolean);
  return (
    <li>
      <Row disabled={disabled} onClick={onPick}>
        <img src={recipeImageSrc(recipe)} alt="" draggable={false} />
        <RowText>
          <strong>{recipe.title}</strong>
          {recipe.description && <Description>{recipe.description}</Description>}
          {facts.length > 0 && <span>{facts.join(' · ')}</span>}
        </RowText>
      </Row>
    </li>
  );
}

/** spec part 2 §2 'Select Recipe': search, 'Or add a custom meal:', and the user's recipes. */
export function SelectRecipeDialog(props: SelectRecipeDialogProps) {
  const { slot, search, onSearch, recipes, isLoading, loadError, saving, saveError, onPickRecipe, onAddCustom, onClose } = props;
  const [customName, setCustomName] = useState('');
  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
    if (!saving && customMealNameError(customName) === null) onAddCustom(customName.trim());
  };

  return (
    <Modal open title="Select Recipe" onClose={onClose}>
      <Body>
        <Where>
          {MEAL_TYPE_LABELS[slot.mealType]} · {longDay(slot.date)}
        </Where>
        {saveError && <ErrorBanner>{saveError}</ErrorBanner>}
        <SearchField type="search" aria-label="Search recipes" placeholder="Search recipes..." value={search} onChange={(e) => onSearch(e.target.value)} />
        <CustomForm onSubmit={submitCustom}>
          <TextField label="Or add a custom meal:" value={customName} onChange={(e) => setCustomName(e.target.value)} placeholder="e.g. Leftovers" />
          <Button type="submit" disabled={saving || customMealNameError(customName) !== null} busy={saving}>
            Add
          </Button>
        </CustomForm>
        {loadError && <ErrorBanner>{loadError}</ErrorBanner>}
        {isLoading ? (
          <Spinner label="Loading recipes" />
        ) : (
          <Rows aria-label="Recipes">
            {recipes.map((recipe) => (
              <RecipeRow key={recipe.id} recipe={recipe} disabled={saving} onPick={() => onPickRecipe(recipe.id)} />
            ))}
          </Rows>
        )}
      </Body>
    </Modal>
  );
}
