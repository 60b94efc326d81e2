import { useId } from 'react';
import { RECIPE_LIMIT_MESSAGES, RECIPE_LIMITS } from '@mealapp/domain';
import { IconButton } from '@mealapp/ui';
import { BareInput } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { SERVINGS_TEXT } from '../shared/messages';
import type { Servings } from './useServings';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  label { font-weight: ${({ theme }) => theme.font.weight.bold}; margin-right: auto; }
`;

const Field = styled(BareInput)`
  width: 5.5rem;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Sign = styled.span`
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1;
`;

const Hint = styled.p<{ $error: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/** Issue 26: − / + and a field for any number of servings, from RECIPE_LIMITS.servings. */
export function ServingsStepper({ servings, recipeServings }: { servings: Servings; recipeServings: number }) {
  const fieldId = useId();
  const hintId = useId();
  const { min, max } = RECIPE_LIMITS.servings;
  return (
    <div>
      <Row role="group" aria-labelledby={`${fieldId}-label`}>
        <label id={`${fieldId}-label`} htmlFor={fieldId}>
          {SERVINGS_TEXT.label}
        </label>
        <IconButton label={SERVINGS_TEXT.fewer} disabled={!servings.canLess} onClick={servings.less}>
          <Sign aria-hidden="true">−</Sign>
        </IconButton>
        <Field
          id={fieldId}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={servings.text}
          aria-invalid={servings.invalid || undefined}
          aria-describedby={hintId}
          $state={servings.invalid ? 'error' : undefined}
          onChange={(event) => servings.type(event.target.value)}
          onBlur={servings.settle}
        />
        <IconButton label={SERVINGS_TEXT.more} disabled={!servings.canMore} onClick={servings.more}>
          <Sign aria-hidden="true">+</Sign>
        </IconButton>
      </Row>
      <Hint id={hintId} $error={servings.invalid}>
        {servings.invalid ? RECIPE_LIMIT_MESSAGES.servings : servings.changed !== undefined ? SERVINGS_TEXT.scaledFrom(recipeServings) : SERVINGS_TEXT.asWritten}
      </Hint>
    </div>
  );
}
