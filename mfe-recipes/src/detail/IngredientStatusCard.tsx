import type { IngredientAvailability } from '@mealapp/domain';
import { Button, Card, Spinner } from '@mealapp/ui';
import styled from 'styled-components';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
  h3 { font-size: ${({ theme }) => theme.font.size.sm}; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space(5)}; }
`;

const Percent = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  strong { font-size: ${({ theme }) => theme.font.size.xl}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: 'success' | 'warning' | 'danger' }>`
  height: 100%;
  background: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const Missing = styled.div`
  h3 { color: ${({ theme }) => theme.colors.danger}; }
`;

const Low = styled.div`
  h3 { color: ${({ theme }) => theme.colors.amber}; }
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Failed = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface IngredientStatusCardProps {
  /** Null while the pantry loads, or when it could not. */
  summary: IngredientAvailability | null;
  missing: readonly string[];
  low: readonly string[];
  pantryError: string | null;
  onRetryPantry: () => void;
  adding: boolean;
  onAddNeeded: () => void;
  onAddAll: () => void;
}

/** spec part 2 §2: percent available, the Missing Ingredients and Low Stock lists, and the shopping buttons. */
export function IngredientStatusCard({ summary, missing, low, pantryError, onRetryPantry, adding, onAddNeeded, onAddAll }: IngredientStatusCardProps) {
  let body;
  if (pantryError) {
    body = (
      <>
        <Failed>{pantryError}</Failed>
        <Button variant="secondary" onClick={onRetryPantry}>
          Retry
        </Button>
      </>
    );
  } else if (!summary) {
    body = <Spinner label="Checking your pantry" size={20} />;
  } else {
    const tone = summary.missing > 0 ? 'danger' : summary.lowStock > 0 ? 'warning' : 'success';
    body = (
      <>
        <Percent>
          <strong>{summary.percent}%</strong>
          <span>
            of ingredients available ({summary.available + summary.lowStock} of {summary.total})
          </span>
        </Percent>
        <Track aria-hidden="true">
          <Fill $tone={tone} style={{ width: `${summary.percent}%` }} />
        </Track>
        {missing.length > 0 && (
          <Missing>
            <h3>Missing Ingredients ({missing.length})</h3>
            <ul aria-label="Missing ingredients">
              {missing.map((name, i) => (
                <li key={`${name}-${i}`}>{name}</li>
              ))}
            </ul>
          </Missing>
        )}
        {low.length > 0 && (
          <Low>
            <h3>Low Stock ({low.length})</h3>
            <ul aria-label="Low stock ingredients">
              {low.map((name, i) => (
                <li key={`${name}-${i}`}>{name}</li>
              ))}
            </ul>
          </Low>
        )}
        <Buttons>
          {summary.missing + summary.lowStock > 0 && (
            <Button onClick={onAddNeeded} busy={adding}>
              Add Needed to Shopping List
            </Button>
          )}
          <Button variant="secondary" onClick={onAddAll} busy={adding}>
            Add All to Shopping List
          </Button>
        </Buttons>
      </>
    );
  }
  return (
    <Box as="section" aria-labelledby="ingredient-status-title">
      <h2 id="ingredient-status-title">Ingredient Status</h2>
      {body}
    </Box>
  );
}
