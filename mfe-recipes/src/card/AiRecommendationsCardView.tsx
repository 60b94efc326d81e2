import { Badge, DashboardCard } from '@mealapp/ui';
import { SparkleIcon } from '../shared/card-icons';
import { CARD_TEXT } from './card-text';

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
      title={CARD_TEXT.aiTitle}
      icon={<SparkleIcon />}
      loading={loading}
      loadingLabel="Loading recommendations"
      error={error}
      onRetry={onRetry}
      text={count > 0 ? countText(count) : CARD_TEXT.aiEmpty}
      badges={<Badge tone="info">PREMIUM</Badge>}
    />
  );
}
