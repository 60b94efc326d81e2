import type { PantrySummary } from '@mealapp/domain';
import { Badge, DashboardCard } from '@mealapp/ui';
import { PANTRY_TEXT } from '../shared/messages';

function JarIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M8 3h8v3H8zM7 6h10a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM5 12h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface PantryStatusCardViewProps {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  summary: PantrySummary;
  text: string;
}

/** spec part 1 §2, Home's Pantry Status card. */
export function PantryStatusCardView({ loading, error, onRetry, summary, text }: PantryStatusCardViewProps) {
  const { expiringSoon, lowStock, outOfStock } = summary;
  const allGood = expiringSoon === 0 && lowStock === 0 && outOfStock === 0;
  return (
    <DashboardCard
      to="/pantry"
      title={PANTRY_TEXT.cardTitle}
      icon={<JarIcon />}
      loading={loading}
      loadingLabel="Loading pantry status"
      error={error}
      onRetry={onRetry}
      text={text}
      badges={
        <>
          {expiringSoon > 0 && <Badge tone="warning">{expiringSoon} expiring</Badge>}
          {lowStock > 0 && <Badge tone="warning">{lowStock} low</Badge>}
          {outOfStock > 0 && <Badge tone="danger">{outOfStock} out</Badge>}
          {allGood && <Badge tone="success">All good</Badge>}
        </>
      }
    />
  );
}
