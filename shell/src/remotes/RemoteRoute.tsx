import { Component, createContext, lazy, Suspense, useContext, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, Spinner } from '@mealapp/ui';
import { WarningIcon } from '../nav/icons';
import type { RemoteModule } from '@mealapp/build-tools/remote-modules';
import { loadFeature, type RemoteLoader } from './remote-registry';

/** Tests swap the loader; the app uses the federation runtime. */
export const RemoteLoaderContext = createContext<RemoteLoader>(loadFeature);

interface BoundaryProps {
  fallback: (error: Error) => ReactNode;
  onError?: (error: Error) => void;
  children: ReactNode;
}

/** Shows `fallback` in place of a part of the app whose code failed to load or to run. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of the app failed', error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

const Failure = styled(Card)`
  margin: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};

  svg { color: ${({ theme }) => theme.colors.warning}; }
  h1 { font-size: ${({ theme }) => theme.font.size.md}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

export function RemoteFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Failure role="alert">
      <WarningIcon />
      {/* The screen's heading: the screen the feature app would have drawn is not there to give one. */}
      <h1>This part of the app could not load.</h1>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Failure>
  );
}

export type RemoteRouteProps = RemoteModule & {
  /** What to show while the feature app loads; a compact card slot passes its own. */
  loading?: ReactNode;
  failure?: (retry: () => void) => ReactNode;
};

/**
 * A feature app mounted behind an error boundary and Suspense: if it cannot load, only this
 * part shows an error, and Retry loads it again without a page reload.
 */
// A feature that failed stays failed until the user presses Retry, rather than waiting on a
// dead remote again at every tab switch. Keyed by "remote/Module"; the value is the attempt count.
const failedFeatures = new Map<string, number>();

export function RemoteRoute(props: RemoteRouteProps) {
  // Routes render this at the same place in the tree: the key keeps each feature's state its own.
  return <FeatureSlot key={`${props.remote}/${props.module}`} {...props} />;
}

function FeatureSlot({ loading, failure, ...named }: RemoteRouteProps) {
  const load = useContext(RemoteLoaderContext);
  // RemoteRoute keys each slot by remote and module, so the module named at mount stays the slot's.
  const [feature] = useState<RemoteModule>(named);
  const key = `${feature.remote}/${feature.module}`;
  const [attempt, setAttempt] = useState(() => failedFeatures.get(key) ?? 0);
  const [knownFailed, setKnownFailed] = useState(() => failedFeatures.has(key));
  const Feature = useMemo(() => lazy(() => load(feature, attempt)), [load, feature, attempt]);
  const retry = () => {
    failedFeatures.delete(key);
    setKnownFailed(false);
    setAttempt((n) => n + 1);
  };
  const showFailure = () => (failure ? failure(retry) : <RemoteFailure onRetry={retry} />);
  if (knownFailed) return showFailure();
  return (
    <RemoteErrorBoundary key={`${key}#${attempt}`} onError={() => failedFeatures.set(key, attempt)} fallback={showFailure}>
      <Suspense fallback={loading ?? <Spinner label="Loading…" />}>
        <Feature />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
