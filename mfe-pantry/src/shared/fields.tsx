import { CATEGORY_NAMES, PANTRY_STATUSES, type CategoryName, type PantryStatus } from '@mealapp/domain';
import { Button } from '@mealapp/ui';
import { Select, TextField, type SelectOption } from '@mealapp/ui/controls';
import styled from 'styled-components';
import type { PantryDraft } from './draft';

export const STATUS_OPTIONS: readonly SelectOption[] = PANTRY_STATUSES.map((status) => ({ value: status, label: status }));
const CATEGORY_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'None' },
  ...CATEGORY_NAMES.map((name) => ({ value: name, label: name })),
];

const DateRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  & > :first-child { flex: 1; min-width: 0; }
`;

export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

type Change = <K extends keyof PantryDraft>(key: K, value: PantryDraft[K]) => void;

/** Status, optional category (with "None" to clear) and the optional, clearable expiration date. */
export function DraftDetailFields({ draft, onChange, optionalLabels = false }: { draft: PantryDraft; onChange: Change; optionalLabels?: boolean }) {
  const optional = optionalLabels ? ' (optional)' : '';
  return (
    <>
      <TwoColumns>
        <Select label="Status" options={STATUS_OPTIONS} value={draft.status} onChange={(event) => onChange('status', event.target.value as PantryStatus)} />
        <Select
          label={`Category${optional}`}
          options={CATEGORY_OPTIONS}
          value={draft.category}
          onChange={(event) => onChange('category', event.target.value as CategoryName | '')}
        />
      </TwoColumns>
      <DateRow>
        <TextField
          label={`Expiration date${optional}`}
          type="date"
          value={draft.expirationDate}
          onChange={(event) => onChange('expirationDate', event.target.value)}
        />
        <Button variant="secondary" aria-label="Clear expiration date" disabled={draft.expirationDate === ''} onClick={() => onChange('expirationDate', '')}>
          Clear
        </Button>
      </DateRow>
    </>
  );
}
