import { lazy, Suspense } from 'react';
import { loadRemoteComponent } from './remotes/remote-registry';

const PantryPage = lazy(() => loadRemoteComponent('pantry', 'PantryPage'));

export function App() {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <PantryPage />
    </Suspense>
  );
}
