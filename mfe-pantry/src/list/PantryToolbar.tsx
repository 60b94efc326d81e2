import { CATEGORY_NAMES, PANTRY_STATUSES, UNCATEGORIZED, type CategoryGroupName, type PantrySort, type PantryStatus } from '@mealapp/domain';
import { FilterGrid, SearchField, Select, Toolbar, type SelectOption } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { PANTRY_TEXT } from '../shared/messages';
import type { PantryViewModel } from './usePantryView';

const ALL = '';

const SORT_OPTIONS: readonly SelectOption[] = [
  { value: 'name', label: 'Name' },
  { value: 'status', label: 'Status' },
  { value: 'expiration', label: 'Expiration' },
  { value: 'recent', label: 'Recent' },
];
const STATUS_FILTER_OPTIONS: readonly SelectOption[] = [{ value: ALL, label: 'All' }, ...PANTRY_STATUSES.map((s) => ({ value: s, label: s }))];
const CATEGORY_FILTER_OPTIONS: readonly SelectOption[] = [
  { value: ALL, label: 'All' },
  ...[...CATEGORY_NAMES, UNCATEGORIZED].map((c) => ({ value: c, label: c })),
];

const Count = styled.p`
  align-self: end;
  min-height: ${({ theme }) => theme.touchTarget};
  display: flex;
  align-items: center;
  justify-content: flex-end;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function countText(shown: number, total: number) {
  const noun = (n: number) => (n === 1 ? 'item' : 'items');
  return shown === total ? `${total} ${noun(total)}` : `${shown} of ${total} ${noun(total)}`;
}

/** Search, status and category filters, sort and the item count. */
export function PantryToolbar({ view, change, shownCount, totalCount }: Pick<PantryViewModel, 'view' | 'change' | 'shownCount' | 'totalCount'>) {
  return (
    <Toolbar>
      <SearchField
        type="search"
        aria-label="Search pantry items"
        placeholder={PANTRY_TEXT.searchPlaceholder}
        value={view.search}
        onChange={(event) => change('search', event.target.value)}
      />
      <FilterGrid>
        <Select
          label="Filter by status"
          options={STATUS_FILTER_OPTIONS}
          value={view.status ?? ALL}
          onChange={(event) => change('status', (event.target.value || null) as PantryStatus | null)}
        />
        <Select
          label="Filter by category"
          options={CATEGORY_FILTER_OPTIONS}
          value={view.category ?? ALL}
          onChange={(event) => change('category', (event.target.value || null) as CategoryGroupName | null)}
        />
        <Select label="Sort by" options={SORT_OPTIONS} value={view.sort} onChange={(event) => change('sort', event.target.value as PantrySort)} />
        <Count aria-live="polite">{countText(shownCount, totalCount)}</Count>
      </FilterGrid>
    </Toolbar>
  );
}
