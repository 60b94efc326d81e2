import {
  ALL_SHOPPING_CATEGORIES,
  CATEGORY_NAMES,
  SHOPPING_SORTS,
  type ShoppingCategoryFilter,
  type ShoppingSort,
} from '@mealapp/domain';
import { Button } from '@mealapp/ui';
import { FilterGrid, SearchField, Select, Toolbar, type SelectOption } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { SHOPPING_TEXT } from '../shared/messages';
import type { ShoppingViewModel } from './useShoppingView';

const CATEGORY_OPTIONS: readonly SelectOption[] = [ALL_SHOPPING_CATEGORIES, ...CATEGORY_NAMES].map((c) => ({ value: c, label: c }));
const SORT_OPTIONS: readonly SelectOption[] = SHOPPING_SORTS.map(({ value, label }) => ({ value, label }));

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};

  & > * { flex: 1; }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.touchTarget};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  input { width: 20px; height: 20px; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

const Small = styled(Button)`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(2)};
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ShoppingToolbarProps extends Pick<ShoppingViewModel, 'view' | 'change'> {
  canCombine: boolean;
  combining: boolean;
  onCombine: () => void;
  clearLabel: string;
  completedCount: number;
  onClear: () => void;
}

/** Search, category and sort, "Show completed items", "Combine Similar" and "Clear Completed (n)". */
export function ShoppingToolbar({ view, change, canCombine, combining, onCombine, clearLabel, completedCount, onClear }: ShoppingToolbarProps) {
  return (
    <Toolbar>
      <SearchField
        type="search"
        aria-label="Search shopping items"
        placeholder={SHOPPING_TEXT.searchPlaceholder}
        value={view.search}
        onChange={(event) => change('search', event.target.value)}
      />
      <FilterGrid>
        <Select
          label="Category"
          options={CATEGORY_OPTIONS}
          value={view.category}
          onChange={(event) => change('category', event.target.value as ShoppingCategoryFilter)}
        />
        <Select label="Sort by" options={SORT_OPTIONS} value={view.sort} onChange={(event) => change('sort', event.target.value as ShoppingSort)} />
      </FilterGrid>
      <Check>
        <input type="checkbox" checked={view.showCompleted} onChange={(event) => change('showCompleted', event.target.checked)} />
        {SHOPPING_TEXT.showCompleted}
      </Check>
      <Actions>
        {canCombine && (
          <Small variant="secondary" onClick={onCombine} busy={combining}>
            {SHOPPING_TEXT.combine}
          </Small>
        )}
        <Small variant="secondary" onClick={onClear} disabled={completedCount === 0}>
          {clearLabel}
        </Small>
      </Actions>
    </Toolbar>
  );
}
