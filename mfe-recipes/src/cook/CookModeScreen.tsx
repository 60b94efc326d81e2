import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { readServings, readStepDurations, RECIPE_MESSAGES, shownSteps, stepIngredients, timerLength } from '@mealapp/domain';
import { Button, EmptyState, IconButton, Screen, Spinner } from '@mealapp/ui';
import { CollapsibleSection } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { CookedDialog } from '../cooked/CookedDialog';
import { useCookedThis } from '../cooked/useCookedThis';
import { recipeIdOf, useRecipeDetail } from '../detail/useRecipeDetail';
import { servingsToSend } from '../detail/useServings';
import { BackIcon, PotIcon } from '../shared/icons';
import { RecipeText } from '../shared/markdown/RecipeText';
import { COOK_TEXT, RECIPES_TEXT } from '../shared/messages';
import { IngredientLine, ingredientsFor } from '../shared/ScaledIngredient';
import type { Recipe } from '../shared/types';
import { clearCookSession, readCookSession, writeCookSession } from './cook-session';
import { TimerTray } from './TimerTray';
import { useCookTimers } from './useCookTimers';
import { useSwipe } from './useSwipe';
import { useWakeLock } from './useWakeLock';

const Page = styled.div`
  min-height: 100dvh;
  max-width: 720px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} 0;
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  h1 { flex: 1; min-width: 0; font-size: ${({ theme }) => theme.font.size.md}; overflow-wrap: anywhere; }
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Step = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  touch-action: pan-y;

  h2 { font-size: ${({ theme }) => theme.font.size.md}; color: ${({ theme }) => theme.colors.textMuted}; }
  .instruction { font-size: 1.625rem; line-height: 1.4; overflow-wrap: anywhere; }
  h3 { font-size: ${({ theme }) => theme.font.size.md}; }
`;

// The section of the method the step is in ("Sauce"), above "Step 1 of 5".
const SectionLabel = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const StepNotes = styled(RecipeText)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Used = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const TimerButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.touchTarget};
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;

  input { width: 24px; height: 24px; flex: none; accent-color: ${({ theme }) => theme.colors.primary}; }
  &:has(input:checked) .name { text-decoration: line-through; }
`;

const Checklist = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

const Footer = styled.nav`
  position: sticky;
  bottom: 0;
  margin-top: auto;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0 calc(${({ theme }) => theme.space(3)} + env(safe-area-inset-bottom, 0px));
  background: ${({ theme }) => theme.colors.bg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

type CookStep = Recipe['instructions'][number] & {
  /** The step's number, counting steps only. */
  number: number;
  /** The section heading the step is in ("## Sauce" before it), null before any section. */
  section: string | null;
};

/**
 * The steps cook mode goes through, in order: a step that is only a heading names a section and is
 * not cooked (no page, no number, no timer); its title goes with the steps under it. Without
 * sections these are the recipe's steps, as before.
 */
function cookSteps(instructions: Recipe['instructions']): CookStep[] {
  const sorted = [...instructions].sort((a, b) => a.stepNumber - b.stepNumber);
  let section: string | null = null;
  const steps: CookStep[] = [];
  for (const shown of shownSteps(sorted.map((step) => step.instruction))) {
    if (shown.kind === 'section') section = shown.title;
    else steps.push({ ...sorted[shown.index], number: shown.number, section });
  }
  return steps;
}

const toggled = (list: readonly number[], index: number) => (list.includes(index) ? list.filter((each) => each !== index) : [...list, index]);

function CookMode({ recipe, servings }: { recipe: Recipe; servings: number | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const detailPath = `/recipes/${recipe.id}`;
  const leave = () => (location.key === 'default' ? navigate(detailPath, { replace: true }) : navigate(-1));
  const [session, setSession] = useState(() => readCookSession(recipe.id));
  const stepHeading = useRef<HTMLHeadingElement>(null);
  // The button that opened cook mode is hidden with the recipe: the step takes the focus.
  useEffect(() => stepHeading.current?.focus(), []);
  const timers = useCookTimers(session.timers, recipe.title);
  const wakeLock = useWakeLock();
  const cooked = useCookedThis(recipe, servingsToSend(servings, recipe.servings), () => {
    clearCookSession(recipe.id);
    leave();
  });

  // `session.step` and `session.steps` are places in this list: sections are not counted.
  const steps = useMemo(() => cookSteps(recipe.instructions), [recipe.instructions]);
  const ingredients = useMemo(() => ingredientsFor(recipe.ingredients, recipe.servings, servings), [recipe.ingredients, recipe.servings, servings]);
  const index = Math.min(session.step, Math.max(0, steps.length - 1));
  const step = steps[index];
  const stepNumber = step?.number ?? index + 1;
  const used = useMemo(() => (step ? stepIngredients(step.instruction, ingredients) : []), [step, ingredients]);
  const durations = useMemo(() => (step ? readStepDurations(step.instruction) : []), [step]);
  const last = index >= steps.length - 1;

  useEffect(() => writeCookSession(recipe.id, { ...session, timers: timers.timers }), [recipe.id, session, timers.timers]);

  const go = (to: number) => setSession((before) => ({ ...before, step: Math.min(Math.max(0, to), Math.max(0, steps.length - 1)) }));
  const swipe = useSwipe(
    () => go(index + 1),
    () => go(index - 1),
  );

  return (
    <Page>
      <Top>
        <IconButton label={COOK_TEXT.leave} onClick={leave}>
          <BackIcon />
        </IconButton>
        <h1>{recipe.title}</h1>
      </Top>
      {wakeLock === 'unavailable' && <Quiet>{COOK_TEXT.screenMayTurnOff}</Quiet>}
      <TimerTray timers={timers} />
      {step ? (
        <Step aria-labelledby="cook-step-title" {...swipe}>
          <div aria-live="polite">
            {step.section !== null && <SectionLabel>{step.section}</SectionLabel>}
            <h2 id="cook-step-title" ref={stepHeading} tabIndex={-1}>{COOK_TEXT.stepOf(stepNumber, steps.length)}</h2>
            {/* Headings in the step's text sit under "Step N of M". */}
            <RecipeText className="instruction" text={step.instruction} headingLevel={3} />
          </div>
          {step.notes && <StepNotes text={step.notes} headingLevel={3} />}
          {durations.length > 0 && (
            <TimerButtons>
              {durations.map((duration) => {
                const length = timerLength(duration.timerSeconds);
                return (
                  <Button key={duration.start} variant="secondary" onClick={() => timers.start(COOK_TEXT.timerLabel(stepNumber, length), duration.timerSeconds)}>
                    {COOK_TEXT.startTimer(length)}
                  </Button>
                );
              })}
            </TimerButtons>
          )}
          {used.length > 0 && (
            <div>
              <h3 id="cook-step-ingredients">{COOK_TEXT.inThisStep}</h3>
              <Used aria-labelledby="cook-step-ingredients">
                {used.map((ingredient) => (
                  <li key={ingredient.id ?? ingredient.name}>
                    <IngredientLine ingredient={ingredient} />
                  </li>
                ))}
              </Used>
            </div>
          )}
          <Check>
            <input
              type="checkbox"
              checked={session.steps.includes(index)}
              onChange={() => setSession((before) => ({ ...before, steps: toggled(before.steps, index) }))}
            />
            <span>{COOK_TEXT.stepDone(stepNumber)}</span>
          </Check>
        </Step>
      ) : (
        <Quiet>{COOK_TEXT.noSteps}</Quiet>
      )}
      <CollapsibleSection title={COOK_TEXT.ingredients} count={ingredients.length}>
        <Checklist aria-label={COOK_TEXT.ingredients}>
          {ingredients.map((ingredient, position) => (
            <li key={ingredient.id ?? position}>
              <Check>
                <input
                  type="checkbox"
                  checked={session.ingredients.includes(position)}
                  onChange={() => setSession((before) => ({ ...before, ingredients: toggled(before.ingredients, position) }))}
                />
                <span>
                  <IngredientLine ingredient={ingredient} />
                </span>
              </Check>
            </li>
          ))}
        </Checklist>
      </CollapsibleSection>
      <Footer aria-label={COOK_TEXT.stepsNav}>
        <Button variant="secondary" disabled={index === 0} onClick={() => go(index - 1)}>
          {COOK_TEXT.previous}
        </Button>
        {last ? (
          <Button onClick={cooked.record}>{COOK_TEXT.finish}</Button>
        ) : (
          <Button onClick={() => go(index + 1)}>{COOK_TEXT.next}</Button>
        )}
      </Footer>
      <CookedDialog cooked={cooked} />
    </Page>
  );
}

/** /recipes/{id}/cook (issue 26): the recipe's steps one at a time, for the stove; the detail's recipe, nothing more. */
export default function CookModeScreen({ idParam }: { idParam: string }) {
  const { state } = useRecipeDetail(recipeIdOf(idParam));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  switch (state.kind) {
    case 'loading':
      return (
        <Screen>
          <Spinner label="Loading recipe" />
        </Screen>
      );
    case 'notFound':
    case 'unavailable':
      return (
        <Screen>
          <EmptyState icon={<PotIcon />} title={state.kind === 'notFound' ? RECIPE_MESSAGES.notFound : RECIPES_TEXT.unavailableTitle} message={state.kind === 'unavailable' ? state.message : undefined}>
            <Button onClick={() => navigate('/recipes')}>{RECIPES_TEXT.backToRecipes}</Button>
          </EmptyState>
        </Screen>
      );
    case 'loaded':
      return <CookMode recipe={state.recipe} servings={readServings(params.get('servings') ?? '') ?? state.recipe.servings ?? null} />;
  }
}
