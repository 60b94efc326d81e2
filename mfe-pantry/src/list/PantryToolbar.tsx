import { CATEGORY_NAMES, PANTRY_STATUSES, UNCATEGORIZED, type CategoryGroupName, type PantrySort, type PantryStatus } from '@mealapp/domain';
import { Select, type SelectOption } from '@mealapp/ui';
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
    <Bar>
      <Search
        type="search"
        aria-label="Search pantry items"
        placeholder={PANTRY_TEXT.searchPlaceholder}
        value={view.search}
        onChange={(event) => change('search', event.target.value)}
      />
      <Filters>
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
      </Filters>
    </Bar>
  );
}
