import { useCallback, useId, useRef, type MouseEvent } from 'react';
import { RECIPE_LIMITS } from '@mealapp/domain';
import { Button, IconButton } from '@mealapp/ui';
import { BareInput, FieldGroup } from '@mealapp/ui/controls';
import styled from 'styled-components';
import { ingredientLine, type IngredientRow, type InstructionRow } from './recipe-draft';
import { TextArea } from './TextArea';

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

const Line = styled(BareInput)`
  flex: 1;
`;

// A step is Markdown as its author wrote it (paragraphs, a list, "## Sauce" for a section): Enter is
// a new line in the step, Add Step a new step, and the box grows with the text where the browser
// can size a field to its content.
const StepArea = styled(TextArea)`
  && { field-sizing: content; max-height: 60vh; }
`;

const SectionError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * An add-row button's handlers, and a ref for each row's field. The press does not take the focus, so
 * the row being left is not re-parsed (and the form reshaped, moving the button) between press and
 * release, which lost the click; the new row then takes the focus, and typing goes on there.
 */
function useAddRow(onAdd: () => void) {
  const adding = useRef(false);
  return {
    buttonProps: {
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onClick: () => {
        adding.current = true;
        onAdd();
      },
    },
    // Stable, so it runs only as a field mounts: the first to mount after the press is the new row's.
    rowRef: useCallback((field: HTMLElement | null) => {
      if (field && adding.current) {
        adding.current = false;
        field.focus();
      }
    }, []),
  };
}

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
  const { buttonProps, rowRef } = useAddRow(onAdd);
  return (
    <FieldGroup aria-describedby={error ? errorId : undefined}>
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
                  <BareInput ref={rowRef} aria-label={`${label} amount`} placeholder="Amount" maxLength={RECIPE_LIMITS.amountLength} value={row.amount} onChange={(e) => setPart('amount', e.target.value)} />
                  <BareInput aria-label={`${label} unit`} placeholder="Unit" maxLength={RECIPE_LIMITS.unitLength} value={row.unit} onChange={(e) => setPart('unit', e.target.value)} />
                  <BareInput aria-label={`${label} name`} placeholder="Name" maxLength={RECIPE_LIMITS.ingredientNameLength} value={row.name} onChange={(e) => setPart('name', e.target.value)} />
                  {row.notes && (
                    <BareInput aria-label={`${label} notes`} placeholder="Notes" maxLength={RECIPE_LIMITS.notesLength} value={row.notes} onChange={(e) => setPart('notes', e.target.value)} />
                  )}
                </Parts>
              ) : (
                <Line
                  ref={rowRef}
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
      <Button variant="secondary" {...buttonProps} disabled={rows.length >= RECIPE_LIMITS.ingredients}>
        Add Ingredient
      </Button>
    </FieldGroup>
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
  const { buttonProps, rowRef } = useAddRow(onAdd);
  return (
    <FieldGroup aria-describedby={error ? errorId : undefined}>
      <legend>Instructions</legend>
      {error && <SectionError id={errorId}>{error}</SectionError>}
      <Rows>
        {rows.map((row, index) => (
          <Row key={row.key} data-testid="instruction-row">
            <StepArea ref={rowRef} label={`Step ${index + 1}`} rows={2} maxLength={RECIPE_LIMITS.instructionLength} value={row.text} onChange={(e) => onChange(row.key, e.target.value)} />
            <IconButton label={`Remove step ${index + 1}`} disabled={rows.length === 1} onClick={() => onRemove(row.key)}>
              ✕
            </IconButton>
          </Row>
        ))}
      </Rows>
      <Button variant="secondary" {...buttonProps} disabled={rows.length >= RECIPE_LIMITS.instructions}>
        Add Step
      </Button>
    </FieldGroup>
  );
}
