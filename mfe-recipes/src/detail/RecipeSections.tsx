import { Fragment } from 'react';
import { shownSteps } from '@mealapp/domain';
import { VisuallyHidden } from '@mealapp/ui';
import styled from 'styled-components';
import { CheckIcon, CrossIcon } from '../shared/icons';
import { RecipeText } from '../shared/markdown/RecipeText';
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

// Numbered from the domain's count (sections are not steps), so a list that follows a section
// heading goes on from the number before it.
const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  & > li { display: flex; gap: ${({ theme }) => theme.space(3)}; }
  & > li::before {
    content: attr(data-step);
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

const StepText = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  /* The number's circle is 28px high: the first line sits beside it. */
  padding-top: 2px;
`;

const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
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

const StepNote = styled(RecipeText)`
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

type Step = Recipe['instructions'][number];
interface StepGroup {
  /** The section heading the steps under it, null for the steps before the first section. */
  title: string | null;
  key: string;
  steps: { number: number; step: Step }[];
}

/** The steps in order, cut where a section heading ("## Sauce") names the next part of the method. */
function stepGroups(instructions: Recipe['instructions']): StepGroup[] {
  const sorted = [...instructions].sort((a, b) => a.stepNumber - b.stepNumber);
  const groups: StepGroup[] = [{ title: null, key: 'start', steps: [] }];
  for (const shown of shownSteps(sorted.map((step) => step.instruction))) {
    if (shown.kind === 'section') groups.push({ title: shown.title, key: String(sorted[shown.index].id ?? shown.index), steps: [] });
    else groups[groups.length - 1].steps.push({ number: shown.number, step: sorted[shown.index] });
  }
  return groups.filter((group) => group.title !== null || group.steps.length > 0);
}

/**
 * spec part 2 §2: the numbered steps, each its Markdown (several paragraphs stay one step); a step
 * that is only a heading is a section: an h3 under Instructions, not numbered, and headings in the
 * steps' text sit below it (h4), or below Instructions (h3) before any section.
 */
export function InstructionList({ instructions }: { instructions: Recipe['instructions'] }) {
  return (
    <Section aria-labelledby="instructions-title">
      <h2 id="instructions-title">Instructions</h2>
      {stepGroups(instructions).map((group) => {
        const headingLevel = group.title === null ? 3 : 4;
        return (
          <Fragment key={group.key}>
            {group.title !== null && <SectionTitle>{group.title}</SectionTitle>}
            {group.steps.length > 0 && (
              <Steps start={group.steps[0].number}>
                {group.steps.map(({ number, step }) => (
                  <li key={step.id ?? step.stepNumber} data-step={number}>
                    <StepText>
                      <RecipeText text={step.instruction} headingLevel={headingLevel} />
                      {step.notes ? <StepNote text={step.notes} headingLevel={headingLevel} /> : null}
                    </StepText>
                  </li>
                ))}
              </Steps>
            )}
          </Fragment>
        );
      })}
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
