import { useRecommendations } from './ai/useRecommendations';
import { AiRecommendationsCardView } from './card/AiRecommendationsCardView';

/** Exposed to the shell's Home as `recipes/AiRecommendationsCard`; reads the same cached recommendations as the AI tab. */
export default function AiRecommendationsCard() {
  const { isLoading, error, retry, items } = useRecommendations();
  return <AiRecommendationsCardView loading={isLoading} error={error} onRetry={retry} count={items.length} />;
}
