import { Badge, DashboardCard } from '@mealapp/ui';
import { SparkleIcon } from '../shared/icons';
import { RECIPES_TEXT } from '../shared/messages';

export interface AiRecommendationsCardViewProps {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  count: number;
}

const countText = (count: number) => `${count} personalized ${count === 1 ? 'suggestion' : 'suggestions'}`;

/** spec part 1 §2, Home's AI Recommendations card: how many suggestions fit the user, linking to the AI tab. */
export function AiRecommendationsCardView({ loading, error, onRetry, count }: AiRecommendationsCardViewProps) {
  return (
    <DashboardCard
      to="/recipes?tab=ai"
      title={RECIPES_TEXT.aiCardTitle}
      icon={<SparkleIcon />}
      loading={loading}
      loadingLabel="Loading recommendations"
      error={error}
      onRetry={onRetry}
      text={count > 0 ? countText(count) : RECIPES_TEXT.aiCardEmpty}
      badges={<Badge tone="info">PREMIUM</Badge>}
    />
  );
}
