import { Badge, DashboardCard } from '@mealapp/ui';
import { PotIcon } from '../shared/card-icons';
import { CARD_TEXT } from './card-text';

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
      title={CARD_TEXT.cookTitle}
      icon={<PotIcon size={28} />}
      loading={loading}
      loadingLabel="Loading recipes"
      error={error}
      onRetry={onRetry}
      text={readyCount > 0 ? readyText(readyCount) : CARD_TEXT.cookEmpty}
      badges={readyCount > 0 ? <Badge tone="success">{CARD_TEXT.cookReady}</Badge> : <Badge tone="warning">{CARD_TEXT.cookNeed}</Badge>}
    />
  );
}
