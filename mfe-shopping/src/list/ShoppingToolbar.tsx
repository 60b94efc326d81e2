import {
  ALL_SHOPPING_CATEGORIES,
  CATEGORY_NAMES,
  SHOPPING_SORTS,
  type ShoppingCategoryFilter,
  type ShoppingSort,
} from '@mealapp/domain';
import { Button, Select, type SelectOption } from '@mealapp/ui';
import styled from 'styled-components';
import { SHOPPING_TEXT } from '../shared/messages';
import type { ShoppingViewModel } from './useShoppingView';

const CATEGORY_OPTIONS: readonly SelectOption[] = [ALL_SHOPPING_CATEGORIES, ...CATEGORY_NAMES].map((c) => ({ value: c, label: c }));
const SORT_OPTIONS: readonly SelectOption[] = SHOPPING_SORTS.map(({ value, label }) => ({ value, label }));

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Search = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} ${theme.space(2)} ${theme.space(10)}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%23888' stroke-width='2' stroke-linecap='round'%3E%3Ccircle cx='11' cy='11' r='6'/%3E%3Cpath d='M20 20l-4.5-4.5'/%3E%3C/svg%3E")
    no-repeat 12px 50%;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem; /* 16px stops iOS zooming into the field */

  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

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
    <Bar>
      <Search
        type="search"
        aria-label="Search shopping items"
        placeholder={SHOPPING_TEXT.searchPlaceholder}
        value={view.search}
        onChange={(event) => change('search', event.target.value)}
      />
      <Filters>
        <Select
          label="Category"
          options={CATEGORY_OPTIONS}
          value={view.category}
          onChange={(event) => change('category', event.target.value as ShoppingCategoryFilter)}
        />
        <Select label="Sort by" options={SORT_OPTIONS} value={view.sort} onChange={(event) => change('sort', event.target.value as ShoppingSort)} />
      </Filters>
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
    </Bar>
  );
}
