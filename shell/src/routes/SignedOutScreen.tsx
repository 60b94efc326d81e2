import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@mealapp/ui';
import { RemoteErrorBoundary, RemoteFailure } from '../remotes/RemoteRoute';
import type { SignedOutScreenName } from './signed-out-paths';

// The chunk's name is SIGNED_OUT_CHUNK (signed-out-paths.ts); a magic comment takes only a literal.
const loadScreens = () => import(/* webpackChunkName: "signed-out" */ '../onboarding/signed-out-screens');

/** Each screen once loaded, so coming back to it does not wait again. */
const screens = new Map<SignedOutScreenName, LazyExoticComponent<ComponentType>>();

function screenNamed(name: SignedOutScreenName) {
  let screen = screens.get(name);
  if (!screen) {
    screen = lazy(() => loadScreens().then((loaded) => ({ default: loaded[name] })));
    screens.set(name, screen);
  }
  return screen;
}

/**
 * A signed-out screen, from the chunk that holds them all: a spinner while it loads, and, if it
 * cannot (offline on a first visit), the same failure and Retry as a feature app's.
 */
export function SignedOutScreen({ name }: { name: SignedOutScreenName }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = screenNamed(name);
  // A retry asks for the chunk again: the bundler forgets a chunk that failed to load.
  const retry = () => {
    screens.delete(name);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteFailure onRetry={retry} />}>
      <Suspense fallback={<Spinner label="Loading…" />}>
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
