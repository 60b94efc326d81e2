import { RECIPE_FILTER_GROUPS } from '@mealapp/domain';
import { Button, IconButton } from '@mealapp/ui';
import { FieldGroup } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { Chip, ChipRow } from '../shared/Chip';
import type { RecipeListView } from './useRecipeListView';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  h2 { flex: 1; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const Foot = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  & > * { flex: 1; }
`;

const selectedText = (count: number) => `${count} selected`;

/** spec part 2 §2 and §9: every filter group and option, category chips, Clear, Done/Close and the selected count. */
export function FilterPanel({ id, view, onClose }: { id: string; view: RecipeListView; onClose: () => void }) {
  return (
    <Panel id={id} aria-labelledby={`${id}-title`}>
      <Head>
        <h2 id={`${id}-title`}>Filters</h2>
        <p aria-live="polite">{selectedText(view.selectedCount)}</p>
        <IconButton label="Close filters" onClick={onClose}>
          ✕
        </IconButton>
      </Head>
      {RECIPE_FILTER_GROUPS.map((group) => (
        <FieldGroup $legend="caption" key={group.label}>
          <legend>{group.label}</legend>
          <ChipRow>
            {group.options.map((option) => (
              <Chip key={option} type="button" aria-pressed={view.tags.includes(option)} onClick={() => view.toggleTag(option)}>
                {option}
              </Chip>
            ))}
          </ChipRow>
        </FieldGroup>
      ))}
      {view.categories.length > 0 && (
        <FieldGroup $legend="caption">
          <legend>Categories</legend>
          <ChipRow>
            {view.categories.map((name) => (
              <Chip key={name} type="button" aria-pressed={view.selectedCategories.includes(name)} onClick={() => view.toggleCategory(name)}>
                {name}
              </Chip>
            ))}
          </ChipRow>
        </FieldGroup>
      )}
      <Foot>
        <Button variant="secondary" onClick={view.clearFilters} disabled={view.selectedCount === 0}>
          Clear
        </Button>
        <Button onClick={onClose}>Done</Button>
      </Foot>
    </Panel>
  );
}
