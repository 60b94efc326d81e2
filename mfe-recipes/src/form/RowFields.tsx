import { useId } from 'react';
import { RECIPE_LIMITS } from '@mealapp/domain';
import { Button, IconButton } from '@mealapp/ui';
import styled from 'styled-components';
import { ingredientLine, type IngredientRow, type InstructionRow } from './recipe-draft';
import { TextArea } from './TextArea';

const Set = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  legend { padding: 0; margin-bottom: ${({ theme }) => theme.space(2)}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
`;

const Parts = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  grid-template-columns: 4.5rem 5rem 1fr;
  gap: ${({ theme }) => theme.space(1)};

  & > :nth-child(4) { grid-column: 1 / -1; }
`;

export const Input = styled.input`
  width: 100%;
  min-width: 0;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1rem;

  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 1; }
`;

const Line = styled(Input)`
  flex: 1;
`;

const SectionError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export interface IngredientRowsProps {
  rows: readonly IngredientRow[];
  /** The device setting compactParsedIngredients: one line per ingredient, re-parsed on blur. */
  compact: boolean;
  error: string | null;
  onChange: (key: number, change: Partial<IngredientRow>) => void;
  onParse: (key: number) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

/** spec part 2 §2: ingredient rows; a line is parsed into amount, unit and name when it loses focus; the last row stays. */
export function IngredientRows({ rows, compact, error, onChange, onParse, onAdd, onRemove }: IngredientRowsProps) {
  const errorId = useId();
  return (
    <Set aria-describedby={error ? errorId : undefined}>
      <legend>Ingredients</legend>
      {error && <SectionError id={errorId}>{error}</SectionError>}
      <Rows>
        {rows.map((row, index) => {
          const label = `Ingredient ${index + 1}`;
          const structured = row.structured && !compact;
          const setPart = (part: 'amount' | 'unit' | 'name' | 'notes', value: string) => {
            const next = { ...row, [part]: value };
            onChange(row.key, { [part]: value, text: ingredientLine(next) });
          };
          return (
            <Row key={row.key} data-testid="ingredient-row">
              {structured ? (
                <Parts>
                  <Input aria-label={`${label} amount`} placeholder="Amount" maxLength={RECIPE_LIMITS.amountLength} value={row.amount} onChange={(e) => setPart('amount', e.target.value)} />
                  <Input aria-label={`${label} unit`} placeholder="Unit" maxLength={RECIPE_LIMITS.unitLength} value={row.unit} onChange={(e) => setPart('unit', e.target.value)} />
                  <Input aria-label={`${label} name`} placeholder="Name" maxLength={RECIPE_LIMITS.ingredientNameLength} value={row.name} onChange={(e) => setPart('name', e.target.value)} />
                  {row.notes && (
                    <Input aria-label={`${label} notes`} placeholder="Notes" maxLength={RECIPE_LIMITS.notesLength} value={row.notes} onChange={(e) => setPart('notes', e.target.value)} />
                  )}
                </Parts>
              ) : (
                <Line
                  aria-label={label}
                  placeholder="e.g. 2 cups flour, sifted"
                  value={row.text}
                  onChange={(e) => onChange(row.key, { text: e.target.value, structured: false })}
                  onBlur={() => onParse(row.key)}
                />
              )}
              <IconButton label={`Remove ingredient ${index + 1}`} disabled={rows.length === 1} onClick={() => onRemove(row.key)}>
                ✕
              </IconButton>
            </Row>
          );
        })}
      </Rows>
      <Button variant="secondary" onClick={onAdd} disabled={rows.length >= RECIPE_LIMITS.ingredients}>
        Add Ingredient
      </Button>
    </Set>
  );
}

export interface InstructionRowsProps {
  rows: readonly InstructionRow[];
  error: string | null;
  onChange: (key: number, text: string) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

/** spec part 2 §2: numbered instruction rows; the last row stays. */
export function InstructionRows({ rows, error, onChange, onAdd, onRemove }: InstructionRowsProps) {
  const errorId = useId();
  return (
    <Set aria-describedby={error ? errorId : undefined}>
      <legend>Instructions</legend>
      {error && <SectionError id={errorId}>{error}</SectionError>}
      <Rows>
        {rows.map((row, index) => (
          <Row key={row.key} data-testid="instruction-row">
            <TextArea label={`Step ${index + 1}`} rows={2} maxLength={RECIPE_LIMITS.instructionLength} value={row.text} onChange={(e) => onChange(row.key, e.target.value)} />
            <IconButton label={`Remove step ${index + 1}`} disabled={rows.length === 1} onClick={() => onRemove(row.key)}>
              ✕
            </IconButton>
          </Row>
        ))}
      </Rows>
      <Button variant="secondary" onClick={onAdd} disabled={rows.length >= RECIPE_LIMITS.instructions}>
        Add Step
      </Button>
    </Set>
  );
}
