import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RECIPE_MESSAGES, recipeImageSrc } from '@mealapp/domain';
import { Badge, Button, Card, EmptyState, IconButton, PencilIcon, Screen, Spinner } from '@mealapp/ui';
import styled from 'styled-components';
import { CookedDialog } from '../cooked/CookedDialog';
import { useCookedThis } from '../cooked/useCookedThis';
import { RecipeFormDialog } from '../form/RecipeFormDialog';
import type { FormMode } from '../form/useRecipeForm';
import { ImageEditModal } from '../image/ImageEditModal';
import { TagPill } from '../shared/Chip';
import { HERO_TAGS } from '../shared/constants';
import { BackIcon, ClockIcon, CopyIcon, HeartIcon, ImageIcon, PotIcon, ServingsIcon, ShareIcon } from '../shared/icons';
import { RecipeText } from '../shared/markdown/RecipeText';
import { COOK_TEXT, COOKED_TEXT, MEAL_PLAN_TEXT, RECIPES_TEXT } from '../shared/messages';
import { collapsedTags, displayTags } from '../shared/recipe-tags';
import { ingredientsFor } from '../shared/ScaledIngredient';
import { useRecipeActions } from '../shared/useRecipeActions';
import type { Recipe } from '../shared/types';
import { AddToMealPlanDialog } from './AddToMealPlanDialog';
import { HeroImage } from './HeroImage';
import { IngredientStatusCard } from './IngredientStatusCard';
import { IngredientList, InstructionList, NutritionGrid, type IngredientState } from './RecipeSections';
import { ServingsStepper } from './ServingsStepper';
import { useAddToShopping } from './useAddToShopping';
import { useServings } from './useServings';
import { recipeIdOf, useRecipeDetail, type RecipeDetail } from './useRecipeDetail';
import { useShare } from './useShare';

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

// Markdown like the steps; a heading in it sits under the title (h2).
const Description = styled(RecipeText)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Meta = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.textMuted};

  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space(1)}; }
`;

const Tags = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const DemoBanner = styled(Card)`
  border-color: ${({ theme }) => theme.colors.info};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.info} 10%, ${({ theme }) => theme.colors.surface});

  h2 { font-size: ${({ theme }) => theme.font.size.md}; color: ${({ theme }) => theme.colors.info}; }
`;

const Heart = styled(IconButton)<{ $on: boolean }>`
  && { color: ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.text)}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Back to where the user came from, or to the list when the detail was opened directly. */
function useBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate('/recipes') : navigate(-1));
}

const isDemo = (recipe: Recipe) => recipe.source === 'Test Recipe' || recipe.title.includes('Test Recipe');

function LoadedRecipe({ recipe, detail }: { recipe: Recipe; detail: RecipeDetail }) {
  const navigate = useNavigate();
  const back = useBack();
  const share = useShare();
  const actions = useRecipeActions();
  const [editingImage, setEditingImage] = useState(false);
  const [formMode, setFormMode] = useState<FormMode | null>(null);
  const [planning, setPlanning] = useState(false);
  const matched = detail.matched;
  const summary = matched?.availability ?? null;
  const servings = useServings(recipe.servings ?? null);
  const shopping = useAddToShopping(recipe.id, summary, servings.changed);
  const cooked = useCookedThis(recipe, servings.changed);
  const ingredients = useMemo(() => ingredientsFor(recipe.ingredients, recipe.servings ?? null, servings.servings), [recipe.ingredients, recipe.servings, servings.servings]);
  const states: (IngredientState | null)[] = recipe.ingredients.map((_, index) => matched?.ingredients[index]?.status ?? null);
  const missing = recipe.ingredients.filter((_, index) => states[index] === 'missing').map((ingredient) => ingredient.name);
  const low = recipe.ingredients.filter((_, index) => states[index] === 'low').map((ingredient) => ingredient.name);
  const { shown, more } = collapsedTags(displayTags(recipe.tags, recipe.contentTags, summary), HERO_TAGS);
  const favorited = Boolean(recipe.isFavorited);

  return (
    <Screen>
      <HeroImage
        src={recipeImageSrc(recipe)}
        actions={
          <>
            <IconButton label="Back" onClick={back}>
              <BackIcon />
            </IconButton>
            <IconButton label="Share" onClick={() => void share(recipe)}>
              <ShareIcon />
            </IconButton>
            <Heart $on={favorited} label="Favorite" aria-pressed={favorited} onClick={() => void actions.toggleFavorite(recipe.id)}>
              <HeartIcon filled={favorited} />
            </Heart>
            {recipe.readOnly ? (
              <IconButton label="Save as my copy" onClick={() => setFormMode({ kind: 'copy', recipe })}>
                <CopyIcon />
              </IconButton>
            ) : (
              <IconButton label="Edit recipe" onClick={() => setFormMode({ kind: 'edit', recipe })}>
                <PencilIcon />
              </IconButton>
            )}
          </>
        }
        corner={
          !recipe.readOnly && (
            <IconButton label="Edit image" onClick={() => setEditingImage(true)}>
              <ImageIcon />
            </IconButton>
          )
        }
      />
      {isDemo(recipe) && (
        <DemoBanner as="section" aria-labelledby="demo-title">
          <h2 id="demo-title">{RECIPES_TEXT.demoTitle}</h2>
          <p>{RECIPES_TEXT.demoText}</p>
        </DemoBanner>
      )}
      <Title data-tutorial="recipe-view">{recipe.title}</Title>
      {recipe.description && <Description text={recipe.description} headingLevel={2} />}
      <Meta aria-label="Recipe details">
        <li>
          <ClockIcon />
          {recipe.cookTime != null ? `${recipe.cookTime} min` : 'Time varies'}
        </li>
        {recipe.servings != null && (
          <li>
            <ServingsIcon />
            {recipe.servings} servings
          </li>
        )}
        {recipe.category && <li>{recipe.category.name}</li>}
      </Meta>
      {shown.length > 0 && (
        <Tags aria-label="Tags">
          {shown.map((tag) => (
            <li key={tag}>
              <TagPill>{tag}</TagPill>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge aria-label={`${more} more tags`}>+{more}</Badge>
            </li>
          )}
        </Tags>
      )}
      <Button fullWidth onClick={() => navigate(`/recipes/${recipe.id}/cook${servings.changed === undefined ? '' : `?servings=${servings.changed}`}`)}>
        {COOK_TEXT.start}
      </Button>
      {recipe.servings != null && <ServingsStepper servings={servings} recipeServings={recipe.servings} />}
      <IngredientStatusCard
        summary={summary}
        missing={missing}
        low={low}
        pantryError={detail.pantry.error}
        onRetryPantry={detail.pantry.retry}
        adding={shopping.adding}
        onAddNeeded={shopping.addNeeded}
        onAddAll={shopping.addAll}
      />
      <IngredientList ingredients={ingredients} states={states} note={RECIPES_TEXT.quantitiesNote} />
      <InstructionList instructions={recipe.instructions} />
      <NutritionGrid nutrition={recipe.nutrition} />
      <Button variant="secondary" fullWidth aria-haspopup="dialog" onClick={() => setPlanning(true)}>
        {MEAL_PLAN_TEXT.open}
      </Button>
      <Button variant="secondary" fullWidth aria-haspopup="dialog" onClick={cooked.record}>
        {COOKED_TEXT.button}
      </Button>
      <CookedDialog cooked={cooked} />
      {planning && <AddToMealPlanDialog recipe={recipe} servings={servings.changed} onClose={() => setPlanning(false)} />}
      <ImageEditModal recipe={recipe} open={editingImage} onClose={() => setEditingImage(false)} />
      <RecipeFormDialog
        mode={formMode}
        onClose={() => setFormMode(null)}
        onSaved={(saved, mode) => {
          // A saved copy is the user's own recipe: show it.
          if (mode.kind === 'copy') navigate(`/recipes/${saved.id}`);
        }}
      />
    </Screen>
  );
}

function Problem({ title, message }: { title: string; message?: string }) {
  const navigate = useNavigate();
  return (
    <Screen>
      <EmptyState icon={<PotIcon />} title={title} message={message}>
        <Actions>
          <Button onClick={() => navigate('/recipes')}>{RECIPES_TEXT.backToRecipes}</Button>
          <Button variant="secondary" onClick={() => navigate('/recipes/1')}>
            {RECIPES_TEXT.viewDemo}
          </Button>
        </Actions>
      </EmptyState>
    </Screen>
  );
}

/** /recipes/{id}: the recipe detail (spec part 2 §2, §4 and §8). */
export default function RecipeDetailScreen({ idParam }: { idParam: string }) {
  const detail = useRecipeDetail(recipeIdOf(idParam));
  const { state } = detail;
  switch (state.kind) {
    case 'loading':
      return (
        <Screen>
          <Spinner label="Loading recipe" />
        </Screen>
      );
    case 'notFound':
      return <Problem title={RECIPE_MESSAGES.notFound} />;
    case 'unavailable':
      return <Problem title={RECIPES_TEXT.unavailableTitle} message={state.message} />;
    case 'loaded':
      return <LoadedRecipe key={state.recipe.id} recipe={state.recipe} detail={detail} />;
  }
}
