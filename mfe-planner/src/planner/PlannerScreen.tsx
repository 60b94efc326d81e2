import type { MealPlanDto } from '@mealapp/api-client';
import type { MealType } from '@mealapp/domain';
import { Button, EmptyState, ErrorBanner, PageHeader, Screen, Spinner } from '@mealapp/ui';
import type { ReactNode } from 'react';
import { DayMeals } from './DayMeals';
import type { DayView } from './usePlanner';
import { WeekPager, type WeekPagerProps } from './WeekPager';

export interface PlannerScreenProps extends WeekPagerProps {
  isLoading: boolean;
  loadError: string | null;
  onRetry(): void;
  /** A failed removal: the meal is back on screen, this says why. */
  removeError: string | null;
  selectedDay: DayView | null;
  onAdd(mealType: MealType): void;
  onRemove(entry: MealPlanDto): void;
  /** The Select Recipe dialog, when open. */
  dialog: ReactNode;
  /** Sends the shown week's missing ingredients to the shopping list. */
  onShop(): void;
  shopping: boolean;
}

/** spec part 2 §2 Meal Planner. */
export function PlannerScreen({ isLoading, loadError, onRetry, removeError, selectedDay, onAdd, onRemove, dialog, onShop, shopping, ...pager }: PlannerScreenProps) {
  return (
    <Screen>
      <PageHeader title="Meal Planner" subtitle="Plan your next two weeks" />
      {loadError ? (
        <ErrorBanner>
          {loadError}
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </ErrorBanner>
      ) : isLoading ? (
        <Spinner label="Loading meal plans" />
      ) : (
        <>
          <WeekPager {...pager} />
          <Button variant="secondary" onClick={onShop} busy={shopping}>
            {pager.page === 0 ? "Add this week's missing ingredients to the shopping list" : "Add next week's missing ingredients to the shopping list"}
          </Button>
          {removeError && <ErrorBanner>{removeError}</ErrorBanner>}
          {selectedDay ? (
            <DayMeals day={selectedDay} onAdd={onAdd} onRemove={onRemove} />
          ) : (
            <EmptyState title="Select a day to view or edit meals" icon="📅" />
          )}
        </>
      )}
      {dialog}
    </Screen>
  );
}
