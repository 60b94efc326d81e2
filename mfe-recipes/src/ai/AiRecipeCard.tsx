import { memo, useId } from 'react';
import { Badge, Card, Link, type BadgeTone } from '@mealapp/ui';
import styled from 'styled-components';
import type { RecommendedRecipe } from './useRecommendations';

const Item = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

// The whole card opens the recipe; the link's box covers it, its text stays the title.
const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  &:focus-visible { outline: none; }
`;

const Facts = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Match = styled.strong`
  color: ${({ theme }) => theme.colors.success};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Reason = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const BADGE_TONES: Record<RecommendedRecipe['recommendation']['badge'], BadgeTone> = {
  'Top Pick': 'success',
  Trending: 'warning',
  'Smart Swap': 'info',
};

/** spec part 2 §2: an AI tab card: title, cook time, match percent, calories, description, badge and the reason. */
export const AiRecipeCard = memo(function AiRecipeCard({ recipe }: { recipe: RecommendedRecipe }) {
  const titleId = useId();
  const { matchPercent, badge, reason, calories } = recipe.recommendation;
  const facts = [recipe.cookTime ? `${recipe.cookTime} min` : null, calories === null ? null : `${calories} cal`].filter(Boolean);
  return (
    <Item as="li" data-testid="ai-recipe-card" aria-labelledby={titleId}>
      <Head>
        <Title id={titleId}>
          <TitleLink to={`/recipes/${recipe.id}`}>{recipe.title}</TitleLink>
        </Title>
        <Badge tone={BADGE_TONES[badge]}>{badge}</Badge>
      </Head>
      <Facts>
        <Match>{matchPercent}% match</Match>
        {facts.map((fact) => ` • ${fact}`).join('')}
      </Facts>
      {recipe.description && <Description>{recipe.description}</Description>}
      <Reason>{reason}</Reason>
    </Item>
  );
});
