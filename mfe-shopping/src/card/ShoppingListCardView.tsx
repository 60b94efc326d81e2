import { Badge, Button, Card, CardLink, Spinner } from '@mealapp/ui';
import styled from 'styled-components';
import { CartIcon } from '../shared/icons';
import { itemsNeededText, SHOPPING_TEXT } from '../shared/messages';

const Link = styled(CardLink)`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
`;

const Icon = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  h2 { font-size: ${({ theme }) => theme.font.size.md}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; margin: 2px 0 8px; }
`;

const Failed = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  div { flex: 1; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  h2 { font-size: ${({ theme }) => theme.font.size.md}; }
`;

export interface ShoppingListCardViewProps {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  pendingCount: number;
}

/** spec part 1 §2, Home's Shopping List card. */
export function ShoppingListCardView({ loading, error, onRetry, pendingCount }: ShoppingListCardViewProps) {
  if (error) {
    // DECISIONS.md: a retry, never invented figures.
    return (
      <Failed role="group" aria-label={SHOPPING_TEXT.cardTitle}>
        <div>
          <h2>{SHOPPING_TEXT.cardTitle}</h2>
          <p>{error}</p>
        </div>
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </Failed>
    );
  }
  const text = pendingCount > 0 ? itemsNeededText(pendingCount) : SHOPPING_TEXT.cardAllDone;
  return (
    <Link to="/shopping-list" aria-label={loading ? SHOPPING_TEXT.cardTitle : `${SHOPPING_TEXT.cardTitle}: ${text}`}>
      <Icon>
        <CartIcon size={28} />
      </Icon>
      <Body>
        <h2>{SHOPPING_TEXT.cardTitle}</h2>
        {loading ? (
          <Spinner label="Loading shopping list" size={18} />
        ) : (
          <>
            <p>{text}</p>
            {pendingCount > 0 ? <Badge tone="warning">{SHOPPING_TEXT.cardActionBadge}</Badge> : <Badge tone="success">{SHOPPING_TEXT.cardDoneBadge}</Badge>}
          </>
        )}
      </Body>
    </Link>
  );
}
