import { Badge, DashboardCard } from '@mealapp/ui';
import { CartIcon } from '../shared/icons';
import { itemsNeededText, SHOPPING_TEXT } from '../shared/messages';

export interface ShoppingListCardViewProps {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  pendingCount: number;
}

/** spec part 1 §2, Home's Shopping List card. */
export function ShoppingListCardView({ loading, error, onRetry, pendingCount }: ShoppingListCardViewProps) {
  const text = pendingCount > 0 ? itemsNeededText(pendingCount) : SHOPPING_TEXT.cardAllDone;
  return (
    <DashboardCard
      to="/shopping-list"
      title={SHOPPING_TEXT.cardTitle}
      icon={<CartIcon size={28} />}
      loading={loading}
      loadingLabel="Loading shopping list"
      error={error}
      onRetry={onRetry}
      text={text}
      badges={pendingCount > 0 ? <Badge tone="warning">{SHOPPING_TEXT.cardActionBadge}</Badge> : <Badge tone="success">{SHOPPING_TEXT.cardDoneBadge}</Badge>}
    />
  );
}
