import { cookLabel, MEAL_TYPE_LABELS, type MealType } from '@mealapp/domain';
import type { HouseholdMemberDto, MealPlanDto } from '@mealapp/api-client';
import { Select } from '@mealapp/ui/controls';
import styled from 'styled-components';

const CookSelect = styled(Select)`
  margin-top: ${({ theme }) => theme.space(2)};
`;

const NOBODY = '';

export interface CookPickerProps {
  mealType: MealType;
  entry: MealPlanDto;
  cooks: readonly HouseholdMemberDto[];
  onCook(entry: MealPlanDto, cookId: number | null): void;
}

/** Who cooks a planned meal, picked among the household's members; the chosen one reads "Bo cooks". */
export function CookPicker({ mealType, entry, cooks, onCook }: CookPickerProps) {
  // A cook the cached member list does not hold yet (they joined since it was read) still shows as the cook.
  const people = entry.cook && !cooks.some((member) => member.id === entry.cook?.id) ? [...cooks, entry.cook] : cooks;
  const options = [{ value: NOBODY, label: 'Who cooks?' }, ...people.map((person) => ({ value: String(person.id), label: cookLabel(person.name) }))];
  return (
    <CookSelect
      label={`Who cooks ${MEAL_TYPE_LABELS[mealType]}`}
      hideLabel
      options={options}
      value={entry.cookId === null ? NOBODY : String(entry.cookId)}
      onChange={(event) => onCook(entry, event.target.value === NOBODY ? null : Number(event.target.value))}
    />
  );
}
