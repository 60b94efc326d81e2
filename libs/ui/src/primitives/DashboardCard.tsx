import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Spinner } from './Spinner';
import { Card, CardLink } from './surfaces';

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

const Progress = styled.progress`
  display: block;
  width: 100%;
  height: 8px;
  margin: 0 0 8px;
  appearance: none;
  border: none;
  border-radius: 4px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};

  &::-webkit-progress-bar { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &::-webkit-progress-value { background: ${({ theme }) => theme.colors.primary}; border-radius: 4px; }
  &::-moz-progress-bar { background: ${({ theme }) => theme.colors.primary}; }
`;

const Failed = styled(Card)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  div { flex: 1; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  h2 { font-size: ${({ theme }) => theme.font.size.md}; }
`;

export interface DashboardCardProps {
  to: string;
  title: string;
  icon: ReactNode;
  loading: boolean;
  loadingLabel: string;
  /** A load failure: the card offers Retry instead of figures. */
  error: string | null;
  onRetry: () => void;
  text: string;
  badges: ReactNode;
  /** A bar under the text, 0 to 100, named by `label` for screen readers. */
  progress?: { percent: number; label: string };
}

/** A Home dashboard card that a feature app owns: a link with its figures, or a retry on failure. */
export function DashboardCard({ to, title, icon, loading, loadingLabel, error, onRetry, text, badges, progress }: DashboardCardProps) {
  if (error) {
    // DECISIONS.md: a retry, never invented figures.
    return (
      <Failed role="group" aria-label={title}>
        <div>
          <h2>{title}</h2>
          <p>{error}</p>
        </div>
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </Failed>
    );
  }
  return (
    // Named by what it shows, badges included (WCAG 2.5.3: a name that leaves out visible words fails voice control).
    <Link to={to}>
      <Icon>{icon}</Icon>
      <Body>
        <h2>{title}</h2>
        {loading ? (
          <Spinner label={loadingLabel} size={18} />
        ) : (
          <>
            <p>{text}</p>
            {progress && <Progress value={progress.percent} max={100} aria-label={progress.label} />}
            <Badges>{badges}</Badges>
          </>
        )}
      </Body>
    </Link>
  );
}
