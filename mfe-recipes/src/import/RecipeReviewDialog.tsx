import { Fragment, useId, useRef } from 'react';
import { FALLBACK_RECIPE_IMAGE, shownSteps, type ParsedRecipe, type ShownStep } from '@mealapp/domain';
import { Button, Note } from '@mealapp/ui';
import { Modal } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { ingredientLine } from '../form/recipe-draft';
import { choicePreview, type ImageChoice } from '../image/image-choice';
import { IMPORT_TEXT, RECIPES_TEXT } from '../shared/messages';
import { RecipeImage } from '../shared/RecipeImage';
import { FailureBanner, type Failure } from './failure';
import { formTimes } from './parsed-recipe';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  h3 { font-size: ${({ theme }) => theme.font.size.lg}; }
  h4 { font-size: ${({ theme }) => theme.font.size.md}; }
  h5 { font-size: ${({ theme }) => theme.font.size.sm}; }
  ol li { white-space: pre-line; overflow-wrap: anywhere; }
  ul, ol { margin: 0; padding-left: ${({ theme }) => theme.space(5)}; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space(1)}; }
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Warning = styled(Note)`
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
`;

const Picture = styled(RecipeImage)`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  div { display: flex; gap: ${({ theme }) => theme.space(1)}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

type StepItem = Extract<ShownStep, { kind: 'step' }>;

/** The steps cut where a section heading ("## Sauce") names a part of the method; sections are not numbered. */
function stepGroups(instructions: readonly string[]) {
  const groups: { title: string | null; key: number; steps: StepItem[] }[] = [{ title: null, key: -1, steps: [] }];
  for (const shown of shownSteps(instructions)) {
    if (shown.kind === 'section') groups.push({ title: shown.title, key: shown.index, steps: [] });
    else groups[groups.length - 1].steps.push(shown);
  }
  return groups.filter((group) => group.title !== null || group.steps.length > 0);
}

export interface RecipeReviewDialogProps {
  title: string;
  recipe: ParsedRecipe;
  image: ImageChoice;
  /** A stage to announce on arrival ('Recipe scanned!'). */
  status?: string;
  saving: boolean;
  failure: Failure | null;
  onCancel: () => void;
  onEditMore: () => void;
  onSave: () => void;
}

function facts(recipe: ParsedRecipe): [string, string][] {
  const { prepTime, cookTime } = formTimes(recipe);
  const minutes = (value: number | null) => (value === null ? null : `${value} min`);
  const rows: [string, string | null][] = [
    ['Prep', minutes(prepTime)],
    ['Cook', minutes(cookTime)],
    ['Total', minutes(recipe.totalTime)],
    ['Serves', recipe.yields ?? (recipe.servings === null ? null : String(recipe.servings))],
    ['Cuisine', recipe.cuisine],
    ['Source', recipe.source],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/**
 * spec part 2 §2: the review before an imported or scanned recipe is saved: what was read, the
 * accuracy warning, Cancel, Edit More (the full form, prefilled) and Save Recipe.
 */
export function RecipeReviewDialog({ title, recipe, image, status, saving, failure, onCancel, onEditMore, onSave }: RecipeReviewDialogProps) {
  const saveRef = useRef<HTMLButtonElement>(null);
  const ingredientsId = useId();
  const instructionsId = useId();
  const details = facts(recipe);
  const groups = stepGroups(recipe.instructions);
  const stepCount = groups.reduce((count, group) => count + group.steps.length, 0);
  return (
    <Modal
      open
      title={title}
      onClose={() => !saving && onCancel()}
      initialFocusRef={saveRef}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={onEditMore} disabled={saving}>
            {IMPORT_TEXT.editMore}
          </Button>
          <Button ref={saveRef} onClick={onSave} busy={saving}>
            {saving ? RECIPES_TEXT.saving : IMPORT_TEXT.saveRecipe}
          </Button>
        </>
      }
    >
      <Stack>
        {status && <Status role="status">{status}</Status>}
        <Subtitle>{IMPORT_TEXT.reviewSubtitle}</Subtitle>
        <Warning>{IMPORT_TEXT.reviewWarning}</Warning>
        {failure && <FailureBanner title={RECIPES_TEXT.unableToSave} failure={failure} />}
        <Picture src={choicePreview(image) ?? FALLBACK_RECIPE_IMAGE} alt={`Image for ${recipe.title}`} />
        <h3>{recipe.title}</h3>
        {recipe.description && <p>{recipe.description}</p>}
        {details.length > 0 && (
          <Facts aria-label="Details">
            {details.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Facts>
        )}
        <h4 id={ingredientsId}>Ingredients ({recipe.ingredients.length})</h4>
        <ul aria-labelledby={ingredientsId}>
          {recipe.ingredients.map((line, index) => (
            <li key={index}>{ingredientLine({ amount: line.amount ?? '', unit: line.unit ?? '', name: line.name, notes: line.notes ?? '' })}</li>
          ))}
        </ul>
        <h4 id={instructionsId}>Instructions ({stepCount})</h4>
        {/* The text as written (Markdown is shown on the recipe itself); sections head their steps. */}
        {groups.map((group) => {
          const titleId = `${instructionsId}-${group.key}`;
          return (
            <Fragment key={group.key}>
              {group.title !== null && <h5 id={titleId}>{group.title}</h5>}
              {group.steps.length > 0 && (
                <ol aria-labelledby={group.title === null ? instructionsId : `${instructionsId} ${titleId}`} start={group.steps[0].number}>
                  {group.steps.map((step) => (
                    <li key={step.index}>{step.text}</li>
                  ))}
                </ol>
              )}
            </Fragment>
          );
        })}
      </Stack>
    </Modal>
  );
}
