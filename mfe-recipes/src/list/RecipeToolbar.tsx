import { useId, useRef, useState } from 'react';
import { Button } from '@mealapp/ui';
import { SearchField, Toolbar } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { FilterIcon } from '../shared/icons';
import { RECIPES_TEXT } from '../shared/messages';
import { Tabs, type TabItem } from '../shared/Tabs';
import { FilterPanel } from './FilterPanel';
import type { RecipeTab } from './recipe-list';
import type { RecipeListView } from './useRecipeListView';

// spec part 2 §2: short tab labels on small screens; only one of the two is ever rendered visible.
const SMALL = '@media (max-width: 479px)';
const Long = styled.span`
  ${SMALL} { display: none; }
`;
const Short = styled.span`
  display: none;
  ${SMALL} { display: inline; }
`;

const TAB_ITEMS: readonly TabItem<RecipeTab>[] = (['mine', 'favorites', 'ai'] as const).map((key) => ({
  key,
  label: (
    <>
      <Long>{RECIPES_TEXT.tabs[key]}</Long>
      <Short>{RECIPES_TEXT.shortTabs[key]}</Short>
    </>
  ),
}));

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  & > :first-child { flex: 1; }
`;

const Count = styled.span`
  min-width: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 22px;
`;

export const LIST_TABS_ID = 'recipe-list';

export interface RecipeToolbarProps {
  view: RecipeListView;
  onAddCategory: () => void;
}

/** spec part 2 §2: the header search, the three tabs, the filter panel and Add Cat. */
export function RecipeToolbar({ view, onAddCategory }: RecipeToolbarProps) {
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeFilters = () => {
    setFiltersOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <Toolbar>
      <SearchField
        type="search"
        aria-label="Search recipes by title or tag"
        placeholder={RECIPES_TEXT.searchPlaceholder}
        value={view.search}
        onChange={(event) => view.setSearch(event.target.value)}
      />
      <Tabs label="Recipe lists" idBase={LIST_TABS_ID} tabs={TAB_ITEMS} selected={view.tab} onSelect={view.setTab} />
      {view.tab !== 'ai' && (
        <>
          <Actions>
            <Button ref={toggleRef} variant="secondary" aria-expanded={filtersOpen} aria-controls={filtersOpen ? panelId : undefined} onClick={() => setFiltersOpen(!filtersOpen)}>
              <FilterIcon />
              Filters
              {view.selectedCount > 0 && <Count aria-label={`${view.selectedCount} selected`}>{view.selectedCount}</Count>}
            </Button>
            <Button variant="secondary" aria-label={RECIPES_TEXT.addCategoryName} onClick={onAddCategory}>
              {RECIPES_TEXT.addCategory}
            </Button>
          </Actions>
          {filtersOpen && <FilterPanel id={panelId} view={view} onClose={closeFilters} />}
        </>
      )}
    </Toolbar>
  );
}
