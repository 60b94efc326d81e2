import { useMemo } from 'react';
import { Button, EmptyState, ErrorBox, SearchIcon, Spinner } from '@mealapp/ui';
import styled from 'styled-components';
import { PotIcon } from '../shared/icons';
import { RECIPES_TEXT } from '../shared/messages';
import { AiBanner } from './AiBanner';
import { AiRecipeCard } from './AiRecipeCard';
import { useRecommendations, type RecommendedRecipe } from './useRecommendations';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const matches = (recipe: RecommendedRecipe, words: string) =>
  [recipe.title, recipe.description ?? '', recipe.recommendation.reason, ...recipe.tags].some((text) => text.toLowerCase().includes(words));

/** spec part 2 §2: the AI Recommendations tab: the banner, then the user's recommendations filtered by the search text. */
export function AiRecommendations({ search }: { search: string }) {
  const recommendations = useRecommendations();
  const words = search.trim().toLowerCase();
  const shown = useMemo(() => (words ? recommendations.items.filter((recipe) => matches(recipe, words)) : recommendations.items), [recommendations.items, words]);
  let content;
  if (recommendations.isLoading) content = <Spinner label="Loading recommendations" />;
  else if (recommendations.error !== null)
    content = (
      <ErrorBox title={RECIPES_TEXT.aiLoadFailed}>
        <p>{recommendations.error}</p>
        <Button variant="secondary" onClick={recommendations.retry} busy={recommendations.isFetching}>
          Retry
        </Button>
      </ErrorBox>
    );
  else if (recommendations.items.length === 0) content = <EmptyState icon={<PotIcon />} title={RECIPES_TEXT.noAiRecommendations} />;
  else if (shown.length === 0) content = <EmptyState icon={<SearchIcon />} title={RECIPES_TEXT.noAiMatch} />;
  else
    content = (
      <Cards aria-label={RECIPES_TEXT.tabs.ai}>
        {shown.map((recipe) => (
          <AiRecipeCard key={recipe.id} recipe={recipe} />
        ))}
      </Cards>
    );
  return (
    <>
      <AiBanner />
      {content}
    </>
  );
}
