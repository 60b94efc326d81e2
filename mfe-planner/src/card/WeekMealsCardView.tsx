import type { WeekPlanSummary } from '@mealapp/domain';
import { Badge, DashboardCard, type BadgeTone } from '@mealapp/ui';

export interface WeekMealsCardViewProps {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  week: WeekPlanSummary;
}

const STATUS_TONES: Record<WeekPlanSummary['status'], BadgeTone> = {
  'Well planned': 'success',
  'Partially planned': 'warning',
  'Needs planning': 'neutral',
};

function CalendarIcon() {
  return (
    <svg width={28} height={28} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/** spec part 1 §2, Home's This Week's Meals card: meals planned over today and the next 6 days, against 21. */
export function WeekMealsCardView({ loading, error, onRetry, week }: WeekMealsCardViewProps) {
  return (
    <DashboardCard
      to="/planner"
      title="This Week's Meals"
      icon={<CalendarIcon />}
      loading={loading}
      loadingLabel="Loading meal plans"
      error={error}
      onRetry={onRetry}
      text={week.text}
      progress={{ percent: week.percent, label: `${week.percent}% of this week's meals planned` }}
      badges={
        <>
          <Badge tone="info">{week.percent}%</Badge>
          <Badge tone={STATUS_TONES[week.status]}>{week.status}</Badge>
        </>
      }
    />
  );
}
