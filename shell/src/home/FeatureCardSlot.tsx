import { useEffect, useState } from 'react';
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

/** False until the page has painted once since mount. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout queued from an animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * One feature app's Home card, loaded at run time; if its app cannot load, the rest of Home is
 * unaffected. Its app starts loading once Home has painted: evaluating the federation runtime and
 * the remotes' entries in the same render held the greeting back (bench (b)). The card's data is
 * asked for earlier still (routes/page-data.ts), so it does not wait for this.
 */
export function FeatureCardSlot({ card }: { card: HomeFeatureCard }) {
  const painted = usePainted();
  const loading = <Spinner label={`Loading ${card.title}`} size={20} />;
  if (!painted) return loading;
  return (
    <RemoteRoute
      {...card}
      loading={loading}
      failure={(retry) => <CardFailure title={card.title} onRetry={retry} />}
    />
  );
}
