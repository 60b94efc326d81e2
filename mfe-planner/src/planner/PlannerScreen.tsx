import type { HouseholdMemberDto, MealPlanDto } from '@mealapp/api-client';
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
  /** A failed removal or change of cook: the meal is back as it was, this says why. */
  changeError: string | null;
  selectedDay: DayView | null;
  onAdd(mealType: MealType): void;
  onRemove(entry: MealPlanDto): void;
  cooks: readonly HouseholdMemberDto[] | null;
  onCook(entry: MealPlanDto, cookId: number | null): void;
  /** The Select Recipe dialog, when open. */
  dialog: ReactNode;
  /** Sends the shown week's missing ingredients to the shopping list. */
  onShop(): void;
  shopping: boolean;
}

/** spec part 2 §2 Meal Planner. */
export function PlannerScreen({ isLoading, loadError, onRetry, changeError, selectedDay, onAdd, onRemove, cooks, onCook, dialog, onShop, shopping, ...pager }: PlannerScreenProps) {
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
          {changeError && <ErrorBanner>{changeError}</ErrorBanner>}
          {selectedDay ? (
            <DayMeals day={selectedDay} onAdd={onAdd} onRemove={onRemove} cooks={cooks} onCook={onCook} />
          ) : (
            <EmptyState title="Select a day to view or edit meals" icon="📅" />
          )}
        </>
      )}
      {dialog}
    </Screen>
  );
}
