import { useEffect, useId, useRef, useState } from 'react';
import { RECIPE_LIMITS } from '@mealapp/domain';
import { Button, Divider, ErrorBanner, VisuallyHidden } from '@mealapp/ui';
import { FieldGroup, Modal, Select, TextField, type SelectOption } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { ImagePicker } from '../image/ImagePicker';
import { PasteParsePanel } from '../import/PasteParsePanel';
import { usePasteParse } from '../import/usePasteParse';
import { IMPORT_TEXT, RECIPES_TEXT } from '../shared/messages';
import { TabPanel, Tabs, type TabItem } from '../shared/Tabs';
import { FORM_NUTRITION, type Difficulty } from './recipe-draft';
import { IngredientRows, InstructionRows } from './RowFields';
import { TagInput } from './TagInput';
import { TextArea } from './TextArea';
import { useRecipeForm, type FormMode } from './useRecipeForm';
import type { Recipe } from '../shared/types';

// spec part 2 §9: difficulty options and the cuisine options of the preferences screen
const DIFFICULTY_OPTIONS: readonly SelectOption[] = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];
const CUISINES = ['Italian', 'Asian', 'Mexican', 'Mediterranean', 'Indian', 'Middle Eastern', 'American', 'French'];

const NUTRITION_LABELS = { calories: 'Calories', protein: 'Protein (g)', carbs: 'Carbs (g)', fat: 'Fat (g)' } as const;

type FormTab = 'form' | 'paste';
const FORM_TABS: readonly TabItem<FormTab>[] = [
  { key: 'form', label: IMPORT_TEXT.fillFormTab },
  { key: 'paste', label: IMPORT_TEXT.pasteTab },
];

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Triple = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

export interface RecipeFormModalProps {
  mode: FormMode;
  onClose: () => void;
  onSaved?: (recipe: Recipe, mode: FormMode) => void;
}

/**
 * spec part 2 §2: 'Add Recipe Manually' / 'Edit Recipe', Fill Form tab, every field, 'Saving...' and
 * 'Unable to save:'. Mounted while open (and loaded on first use: the list does not need it to show).
 */
export default function RecipeFormModal({ mode: formMode, onClose, onSaved }: RecipeFormModalProps) {
  const form = useRecipeForm(formMode, onClose, onSaved);
  const formId = useId();
  const tabsId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const { mode, draft, change, problems } = form;
  const editing = mode.kind === 'edit';
  const [tab, setTab] = useState<FormTab>('form');
  const [parsedNote, setParsedNote] = useState('');
  const paste = usePasteParse((recipe) => {
    form.fill(recipe);
    setParsedNote(IMPORT_TEXT.parsed);
    setTab('form');
  });
  useEffect(() => {
    if (problems.title) titleRef.current?.focus();
  }, [problems]);
  // Back on Fill Form after a parse: focus the filled title, where checking the result starts.
  useEffect(() => {
    if (parsedNote && tab === 'form') titleRef.current?.focus();
  }, [parsedNote, tab]);
  const categoryOptions: SelectOption[] = [{ value: '', label: 'None' }, ...form.categories.map((c) => ({ value: String(c.id), label: c.name }))];
  const cuisineOptions: SelectOption[] = [
    { value: '', label: 'None' },
    ...(draft.cuisine && !CUISINES.includes(draft.cuisine) ? [draft.cuisine] : []).concat(CUISINES).map((c) => ({ value: c, label: c })),
  ];

  return (
    <Modal
      open
      title={editing ? RECIPES_TEXT.editTitle : RECIPES_TEXT.addTitle}
      onClose={form.close}
      initialFocusRef={titleRef}
      footer={
        <>
          <Button variant="secondary" onClick={form.close} disabled={form.saving}>
            Cancel
          </Button>
          {/* On Paste & Parse the action is Parse Recipe; the form (and its messages) is on the other tab. */}
          {tab === 'form' && (
            <Button type="submit" form={formId} busy={form.saving}>
              {form.saving ? RECIPES_TEXT.saving : 'Save Recipe'}
            </Button>
          )}
        </>
      }
    >
      <Stack>
        <Tabs
          label="How to add the recipe"
          idBase={tabsId}
          tabs={FORM_TABS}
          selected={tab}
          onSelect={(key) => {
            setTab(key);
            setParsedNote('');
          }}
        />
        <VisuallyHidden role="status">{parsedNote}</VisuallyHidden>
        <TabPanel idBase={tabsId} tab="paste" hidden={tab !== 'paste'}>
          <PasteParsePanel
            text={paste.text}
            canParse={paste.canParse}
            parsing={paste.parsing}
            failure={paste.failure}
            onChange={paste.change}
            onParse={() => void paste.parse()}
          />
        </TabPanel>
        <TabPanel idBase={tabsId} tab="form" hidden={tab !== 'form'}>
          <form
            id={formId}
            noValidate
            aria-label={editing ? RECIPES_TEXT.editTitle : RECIPES_TEXT.addTitle}
            onSubmit={(event) => {
              event.preventDefault();
              void form.submit();
            }}
          >
            <Stack>
              {form.failure && (
                <ErrorBanner>
                  <span>
                    <strong>{RECIPES_TEXT.unableToSave}</strong> {form.failure}
                  </span>
                </ErrorBanner>
              )}
              {problems.other && <ErrorBanner>{problems.other}</ErrorBanner>}
              <TextField
                ref={titleRef}
                label="Title"
                required
                maxLength={RECIPE_LIMITS.titleLength}
                value={draft.title}
                error={problems.title}
                onChange={(event) => change('title', event.target.value)}
              />
              <TextArea label="Description" maxLength={RECIPE_LIMITS.descriptionLength} value={draft.description} onChange={(event) => change('description', event.target.value)} />
              <Pair>
                <Select label="Category" options={categoryOptions} value={draft.categoryId} onChange={(event) => change('categoryId', event.target.value)} />
                <Select label="Cuisine" options={cuisineOptions} value={draft.cuisine} onChange={(event) => change('cuisine', event.target.value)} />
              </Pair>
              <Triple>
                <TextField label="Prep (min)" type="number" inputMode="numeric" min={0} max={RECIPE_LIMITS.minutes.max} value={draft.prepTime} onChange={(event) => change('prepTime', event.target.value)} />
                <TextField label="Cook (min)" type="number" inputMode="numeric" min={0} max={RECIPE_LIMITS.minutes.max} value={draft.cookTime} onChange={(event) => change('cookTime', event.target.value)} />
                <TextField label="Servings" type="number" inputMode="numeric" min={1} max={RECIPE_LIMITS.servings.max} value={draft.servings} onChange={(event) => change('servings', event.target.value)} />
              </Triple>
              <Select label="Difficulty" options={DIFFICULTY_OPTIONS} value={draft.difficulty} onChange={(event) => change('difficulty', event.target.value as Difficulty)} />
              <TagInput tags={draft.tags} onAdd={form.addTag} onRemove={form.removeTag} />
              <Divider />
              <IngredientRows
                rows={draft.ingredients}
                compact={form.compact}
                error={problems.ingredients}
                onChange={form.changeIngredient}
                onParse={form.parseIngredient}
                onAdd={form.addIngredient}
                onRemove={form.removeIngredient}
              />
              <Divider />
              <InstructionRows
                rows={draft.instructions}
                error={problems.instructions}
                onChange={form.changeInstruction}
                onAdd={form.addInstruction}
                onRemove={form.removeInstruction}
              />
              <Divider />
              <FieldGroup>
                <legend>Nutrition (per serving)</legend>
                <Pair>
                  {FORM_NUTRITION.map((field) => (
                    <TextField
                      key={field}
                      label={NUTRITION_LABELS[field]}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      value={draft.nutrition[field]}
                      onChange={(event) => change('nutrition', { ...draft.nutrition, [field]: event.target.value })}
                    />
                  ))}
                </Pair>
              </FieldGroup>
              <Divider />
              <FieldGroup>
                <legend>Recipe image</legend>
                <ImagePicker value={draft.image} onChange={(image) => change('image', image)} context={{ title: draft.title, tags: draft.tags, category: form.categoryName }} />
              </FieldGroup>
            </Stack>
          </form>
        </TabPanel>
      </Stack>
    </Modal>
  );
}
