import type { PantrySummary } from '@mealapp/domain';
import { Badge, Button, Card, CardLink, Spinner } from '@mealapp/ui';
import styled from 'styled-components';
import { PANTRY_TEXT } from '../shared/messages';

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

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Failed = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p { flex: 1; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  h2 { font-size: ${({ theme }) => theme.font.size.md}; }
`;

function JarIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M8 3h8v3H8zM7 6h10a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM5 12h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface PantryStatusCardViewProps {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  summary: PantrySummary;
  text: string;
}

/** spec part 1 §2, Home's Pantry Status card. */
export function PantryStatusCardView({ loading, error, onRetry, summary, text }: PantryStatusCardViewProps) {
  if (error) {
    // DECISIONS.md: a retry, never invented figures.
    return (
      <Failed role="group" aria-label={PANTRY_TEXT.cardTitle}>
        <div>
          <h2>{PANTRY_TEXT.cardTitle}</h2>
          <p>{error}</p>
        </div>
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </Failed>
    );
  }
  const { expiringSoon, lowStock, outOfStock } = summary;
  const allGood = expiringSoon === 0 && lowStock === 0 && outOfStock === 0;
  return (
    <Link to="/pantry" aria-label={loading ? PANTRY_TEXT.cardTitle : `${PANTRY_TEXT.cardTitle}: ${text}`}>
      <Icon>
        <JarIcon />
      </Icon>
      <Body>
        <h2>{PANTRY_TEXT.cardTitle}</h2>
        {loading ? (
          <Spinner label="Loading pantry status" size={18} />
        ) : (
          <>
            <p>{text}</p>
            <Badges>
              {expiringSoon > 0 && <Badge tone="warning">{expiringSoon} expiring</Badge>}
              {lowStock > 0 && <Badge tone="warning">{lowStock} low</Badge>}
              {outOfStock > 0 && <Badge tone="danger">{outOfStock} out</Badge>}
              {allGood && <Badge tone="success">All good</Badge>}
            </Badges>
          </>
        )}
      </Body>
    </Link>
  );
}
