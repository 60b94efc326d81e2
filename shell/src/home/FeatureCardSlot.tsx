import styled from 'styled-components';
import { Button, Card, Spinner } from '@mealapp/ui';
import { RemoteRoute } from '../remotes/RemoteRoute';
import type { HomeFeatureCard } from './feature-cards';

const Failure = styled(Card)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  h2 { font-size: ${({ theme }) => theme.font.size.md}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; margin-top: 2px; }
`;

/** A Home card that could not load: its name and a Retry, never a figure it does not have. */
export function CardFailure({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Failure as="section" aria-label={title}>
      <div>
        <h2>{title}</h2>
        <p>This card could not load.</p>
      </div>
      <Button variant="secondary" onClick={onRetry} aria-label={`Retry ${title}`}>
        Retry
      </Button>
    </Failure>
  );
}

/** One feature app's Home card, loaded at run time; if its app cannot load, the rest of Home is unaffected. */
export function FeatureCardSlot({ card }: { card: HomeFeatureCard }) {
  return (
    <RemoteRoute
      {...card}
      loading={<Spinner label={`Loading ${card.title}`} size={20} />}
      failure={(retry) => <CardFailure title={card.title} onRetry={retry} />}
    />
  );
}
