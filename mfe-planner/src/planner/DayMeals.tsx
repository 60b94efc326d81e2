import { cookLabel, MEAL_TYPE_LABELS, type MealType } from '@mealapp/domain';
import type { HouseholdMemberDto, MealPlanDto } from '@mealapp/api-client';
import { Badge, Button, Card } from '@mealapp/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { CookPicker } from './CookPicker';
import { longDay } from './day-labels';
import type { DayView } from './usePlanner';

const Day = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const SlotCard = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  h3 {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const SlotText = styled.div`
  flex: 1;
  min-width: 0;
`;

const MealName = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Cooked = styled(Badge)`
  margin-top: ${({ theme }) => theme.space(1)};
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface DayMealsProps {
  day: DayView;
  onAdd(mealType: MealType): void;
  onRemove(entry: MealPlanDto): void;
  /** The members who may be named to cook, or null when there is nobody to choose between. */
  cooks: readonly HouseholdMemberDto[] | null;
  onCook(entry: MealPlanDto, cookId: number | null): void;
}

function PlannedMeal({ entry }: { entry: MealPlanDto }) {
  if (entry.type === 'custom') {
    return (
      <>
        <MealName>{entry.customName}</MealName>
        <Detail>Custom meal</Detail>
      </>
    );
  }
  return (
    <>
      <MealName>{entry.recipe?.title}</MealName>
      {entry.recipe?.cookTime != null && <Detail>{entry.recipe.cookTime} min</Detail>}
      {entry.servings != null && <Detail>{entry.servings} servings</Detail>}
      {/* issue 26: recorded with "I cooked this" */}
      {entry.cookedAt && <Cooked tone="success">Cooked</Cooked>}
    </>
  );
}

function MealSlot({ mealType, entry, onAdd, onRemove, cooks, onCook }: { mealType: MealType; entry: MealPlanDto | null } & DayMealsProps) {
  const labelId = useId();
  return (
    <SlotCard role="group" aria-labelledby={labelId}>
      <SlotText>
        <h3 id={labelId}>{MEAL_TYPE_LABELS[mealType]}</h3>
        {entry && <PlannedMeal entry={entry} />}
        {entry &&
          (cooks ? <CookPicker mealType={mealType} entry={entry} cooks={cooks} onCook={onCook} /> : entry.cook && <Detail>{cookLabel(entry.cook.name)}</Detail>)}
      </SlotText>
      {entry ? (
        <Button variant="secondary" onClick={() => onRemove(entry)}>
          Remove
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => onAdd(mealType)}>
          + Add meal
        </Button>
      )}
    </SlotCard>
  );
}

/** spec part 2 §2: the selected day's Breakfast, Lunch and Dinner, with the 'N planned' count. */
export function DayMeals(props: DayMealsProps) {
  const { day } = props;
  const headingId = useId();
  return (
    <Day aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{longDay(day.date)}</h2>
        <Count>{day.planned} planned</Count>
      </Header>
      {day.slots.map((slot) => (
        <MealSlot key={slot.mealType} {...props} mealType={slot.mealType} entry={slot.entry} />
      ))}
    </Day>
  );
}
