import { VisuallyHidden } from '@mealapp/ui';
import styled from 'styled-components';
import { CheckIcon, CrossIcon } from '../shared/icons';
import { IngredientLine, type ShownIngredient } from '../shared/ScaledIngredient';
import type { Recipe } from '../shared/types';

export type IngredientState = 'available' | 'low' | 'missing';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Ingredients = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Ingredient = styled.li<{ $state: IngredientState | null }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme, $state }) => ($state === 'missing' ? theme.colors.danger : theme.colors.text)};

  svg { flex: none; margin-top: 3px; color: ${({ theme, $state }) => ($state === 'missing' ? theme.colors.danger : $state === 'low' ? theme.colors.amber : theme.colors.success)}; }
  .name { text-decoration: ${({ $state }) => ($state === 'missing' ? 'line-through' : 'none')}; }
`;

const LowTag = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  li { display: flex; gap: ${({ theme }) => theme.space(3)}; counter-increment: step; }
  li::before {
    content: counter(step);
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;

  div { padding: ${({ theme }) => theme.space(3)}; border-radius: ${({ theme }) => theme.radius.md}; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  dt { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const STATE_TEXT: Record<IngredientState, string> = { available: 'In your pantry', low: 'Low stock', missing: 'Missing' };

/** spec part 2 §2: a check for what is there (amber '(Low Stock)' when low), a struck-through red line for what is missing. */
export function IngredientList({ ingredients, states, note }: { ingredients: readonly ShownIngredient[]; states: readonly (IngredientState | null)[]; note: string }) {
  return (
    <Section aria-labelledby="ingredients-title">
      <h2 id="ingredients-title">Ingredients</h2>
      <Ingredients>
        {ingredients.map((ingredient, index) => {
          const state = states[index] ?? null;
          return (
            <Ingredient key={ingredient.id ?? index} $state={state} data-state={state ?? undefined}>
              {state === 'missing' ? <CrossIcon /> : <CheckIcon />}
              {state && <VisuallyHidden>{STATE_TEXT[state]}: </VisuallyHidden>}
              <span>
                <IngredientLine ingredient={ingredient} />
                {state === 'low' && <LowTag> (Low Stock)</LowTag>}
              </span>
            </Ingredient>
          );
        })}
      </Ingredients>
      <Note>{note}</Note>
    </Section>
  );
}

export function InstructionList({ instructions }: { instructions: Recipe['instructions'] }) {
  return (
    <Section aria-labelledby="instructions-title">
      <h2 id="instructions-title">Instructions</h2>
      <Steps>
        {[...instructions]
          .sort((a, b) => a.stepNumber - b.stepNumber)
          .map((step) => (
            <li key={step.id ?? step.stepNumber}>
              <span>
                {step.instruction}
                {step.notes ? <Note as="span"> {step.notes}</Note> : null}
              </span>
            </li>
          ))}
      </Steps>
    </Section>
  );
}

const NUTRITION = [
  ['calories', 'Calories', ''],
  ['protein', 'Protein', ' g'],
  ['carbs', 'Carbs', ' g'],
  ['fat', 'Fat', ' g'],
  ['fiber', 'Fiber', ' g'],
  ['sugar', 'Sugar', ' g'],
  ['sodium', 'Sodium', ' mg'],
] as const;

/** spec part 2 §2: Nutrition (per serving), each value only if present. */
export function NutritionGrid({ nutrition }: { nutrition: Recipe['nutrition'] }) {
  const present = NUTRITION.filter(([key]) => nutrition?.[key] != null);
  if (!nutrition || present.length === 0) return null;
  return (
    <Section aria-labelledby="nutrition-title">
      <h2 id="nutrition-title">Nutrition (per serving)</h2>
      <Grid>
        {present.map(([key, label, unit]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              {nutrition[key]}
              {unit}
            </dd>
          </div>
        ))}
      </Grid>
    </Section>
  );
}
