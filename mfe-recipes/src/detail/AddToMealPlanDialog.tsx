import { useId, useRef } from 'react';
import { isMealType, MEAL_TYPE_LABELS, MEAL_TYPES } from '@mealapp/domain';
import { Button, VisuallyHidden } from '@mealapp/ui';
import { Modal, Select, TextField } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { FailureBanner } from '../import/failure';
import { MEAL_PLAN_TEXT } from '../shared/messages';
import { useAddToMealPlan } from './useAddToMealPlan';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const MEAL_TYPE_OPTIONS = MEAL_TYPES.map((value) => ({ value, label: MEAL_TYPE_LABELS[value] }));

export interface AddToMealPlanDialogProps {
  recipe: { id: number; title: string };
  /** Servings chosen on the recipe, when they differ from its own. */
  servings?: number;
  onClose: () => void;
}

/** spec part 2 §4: a day from today on, a meal, Cancel and Add (disabled without a date). */
export function AddToMealPlanDialog({ recipe, servings, onClose }: AddToMealPlanDialogProps) {
  const plan = useAddToMealPlan(recipe, onClose, servings);
  const formId = useId();
  const dateRef = useRef<HTMLInputElement>(null);

  return (
    <Modal
      open
      title={MEAL_PLAN_TEXT.title}
      onClose={onClose}
      initialFocusRef={dateRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!plan.canAdd} busy={plan.saving}>
            {MEAL_PLAN_TEXT.add}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        aria-label={MEAL_PLAN_TEXT.title}
        aria-busy={plan.saving}
        onSubmit={(event) => {
          event.preventDefault();
          void plan.submit();
        }}
      >
        <TextField
          ref={dateRef}
          label={MEAL_PLAN_TEXT.dateLabel}
          type="date"
          required
          min={plan.today}
          value={plan.date}
          onChange={(event) => plan.changeDate(event.target.value)}
        />
        <Select
          label={MEAL_PLAN_TEXT.mealTypeLabel}
          options={MEAL_TYPE_OPTIONS}
          value={plan.mealType}
          onChange={(event) => {
            if (isMealType(event.target.value)) plan.changeMealType(event.target.value);
          }}
        />
        {servings !== undefined && <p>{MEAL_PLAN_TEXT.forServings(servings)}</p>}
        {plan.failure && <FailureBanner failure={plan.failure} />}
        <VisuallyHidden role="status">{plan.saving ? MEAL_PLAN_TEXT.adding : ''}</VisuallyHidden>
      </Form>
    </Modal>
  );
}
