import { Badge, DashboardCard } from '@mealapp/ui';
import { PotIcon } from '../shared/icons';
import { RECIPES_TEXT } from '../shared/messages';

export interface CookTonightCardViewProps {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  readyCount: number;
}

const readyText = (count: number) => `${count} ${count === 1 ? 'recipe' : 'recipes'} ready to cook`;

/** spec part 1 §2, Home's Cook Tonight card: how many recipes the pantry covers, linking to them. */
export function CookTonightCardView({ loading, error, onRetry, readyCount }: CookTonightCardViewProps) {
  return (
    <DashboardCard
      to="/recipes?tag=Ready%20to%20Cook"
      title={RECIPES_TEXT.cardTitle}
      icon={<PotIcon size={28} />}
      loading={loading}
      loadingLabel="Loading recipes"
      error={error}
      onRetry={onRetry}
      text={readyCount > 0 ? readyText(readyCount) : RECIPES_TEXT.cardEmpty}
      badges={readyCount > 0 ? <Badge tone="success">{RECIPES_TEXT.cardReady}</Badge> : <Badge tone="warning">{RECIPES_TEXT.cardNeed}</Badge>}
    />
  );
}
