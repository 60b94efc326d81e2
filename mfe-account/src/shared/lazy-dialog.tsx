import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A Settings dialog whose code loads when it first opens, so /settings parses and runs only its rows
 * at first. Closed, it renders nothing, as the Modal inside it would; open, it mounts the dialog,
 * whose Modal moves focus in and hands it back to the opener when it closes or unmounts. Each
 * caller's `import()` carries `webpackPrefetch`: the browser fetches the code while idle, so a tap
 * rarely waits for the network.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    if (!props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
