import { memo, useId } from 'react';
import { recipeImageSrc, recipeStatusLine } from '@mealapp/domain';
import { Badge, IconButton, Link } from '@mealapp/ui';
import { SwipeToDelete } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { TagPill } from '../shared/Chip';
import { CARD_TAGS, RECIPE_SWIPE } from '../shared/constants';
import { HeartIcon } from '../shared/icons';
import { RecipeImage } from '../shared/RecipeImage';
import { collapsedTags } from '../shared/recipe-tags';
import type { RecipeSummary } from '../shared/types';
import type { ListedRecipe } from './recipe-list';

const Card = styled.article`
  position: relative;
  display: flex;
  align-items: stretch;
  background: ${({ theme }) => theme.colors.surface};
  user-select: none;
`;

const CardLink = styled(Link)`
  flex: 1;
  min-width: 0;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  padding-right: 0;
  color: inherit;
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;

  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &:focus-visible { outline-offset: -3px; }
`;

const Thumb = styled(RecipeImage)`
  flex: none;
  width: 88px;
  height: 88px;
  border-radius: ${({ theme }) => theme.radius.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.3;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Status = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Heart = styled(IconButton)<{ $on: boolean }>`
  flex: none;
  margin: ${({ theme }) => theme.space(1)};
  color: ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.textMuted)};
`;

export interface RecipeCardProps {
  entry: ListedRecipe;
  onToggleFavorite: (recipe: RecipeSummary) => void;
  /** Asks to delete (the page confirms); absent for read-only recipes. */
  onDelete?: (recipe: RecipeSummary) => void;
}

/** spec part 2 §2: image, title, heart, status line, Missing and Low Stock badges, 3 tags and +N; swipe left deletes. */
export const RecipeCard = memo(function RecipeCard({ entry, onToggleFavorite, onDelete }: RecipeCardProps) {
  const { recipe, tags } = entry;
  const titleId = useId();
  const { missing, lowStock } = recipe.ingredientStatus;
  const { shown, more } = collapsedTags(tags, CARD_TAGS);
  const card = (
    <Card data-testid="recipe-card" aria-labelledby={titleId}>
      {/* Named by all it shows, title first: a name without the badges and tags would leave out visible words (WCAG 2.5.3). */}
      <CardLink to={`/recipes/${recipe.id}`} draggable={false}>
        <Thumb src={recipeImageSrc(recipe)} alt="" loading="lazy" decoding="async" width={88} height={88} />
        <Body>
          <Title id={titleId}>{recipe.title}</Title>
          <Status>{recipeStatusLine(recipe.cookTime ?? null, recipe.ingredientStatus)}</Status>
          {(missing > 0 || lowStock > 0) && (
            <Row>
              {missing > 0 && <Badge tone="danger">{missing} Missing</Badge>}
              {lowStock > 0 && <Badge tone="warning">{lowStock} Low Stock</Badge>}
            </Row>
          )}
          {shown.length > 0 && (
            // Unnamed: inside the link, a name would stand in for the tags it lists.
            <Row role="list">
              {shown.map((tag) => (
                <TagPill key={tag} role="listitem">
                  {tag}
                </TagPill>
              ))}
              {more > 0 && (
                <TagPill role="listitem" aria-label={`${more} more tags`}>
                  +{more}
                </TagPill>
              )}
            </Row>
          )}
        </Body>
      </CardLink>
      <Heart
        $on={Boolean(recipe.isFavorited)}
        label={`Favorite ${recipe.title}`}
        aria-pressed={Boolean(recipe.isFavorited)}
        onClick={() => onToggleFavorite(recipe)}
      >
        <HeartIcon filled={Boolean(recipe.isFavorited)} />
      </Heart>
    </Card>
  );
  if (!onDelete) return card;
  return (
    <SwipeToDelete onDelete={() => onDelete(recipe)} thresholds={RECIPE_SWIPE} deleteLabel={`Delete ${recipe.title}`}>
      {card}
    </SwipeToDelete>
  );
});
