import { useLayoutEffect, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';

/** What a lazy component's `Failed` receives: a way to fetch the code again. */
export interface RetryProps {
  retry: () => void;
}

/** What a lazy component shows: its code once here, or that fetching it failed, or neither yet. */
type CodeState<P> = { component: ComponentType<P> } | 'failed' | 'pending';

/**
 * A component whose code is fetched the first time it renders, with `Loading` shown meanwhile
 * and `Failed` in its place when it cannot be fetched (offline, or a new version deployed).
 * Neither React.lazy nor use(): React reveals what a Suspense boundary waited for no sooner
 * than 300 ms after its fallback appeared, so a screen opened cold sat idle after its code had
 * come (about 100 ms of the study-centre list's first row, 150 ms of the CRM leads'); a state
 * update is drawn at once. A failure is not kept: `Failed` gets `retry`, and the component
 * mounting again (the user coming back to the screen) fetches again by itself.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Loading: ComponentType,
  Failed: ComponentType<P & RetryProps>,
): (props: P) => ReactElement {
  let state: CodeState<P> = 'pending';
  const listeners = new Set<() => void>();
  let fetching = false;
  const settle = (settled: CodeState<P>) => {
    fetching = false;
    state = settled;
    for (const listener of listeners) listener();
  };
  // Starting a fetch changes nothing on screen (it is 'pending' already), so render may start it.
  const start = () => {
    if (state !== 'pending' || fetching) return;
    fetching = true;
    load().then(
      (component) => settle({ component }),
      () => settle('failed'),
    );
  };
  const retry = () => {
    if (state !== 'failed') return;
    settle('pending');
    start();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const current = () => state;

  function LazyComponent(props: P) {
    const shown = useSyncExternalStore(subscribe, current);
    if (shown === 'pending') start();
    // Before the first paint, so that coming back to a screen that failed shows it loading, not failed.
    useLayoutEffect(retry, []);
    if (shown === 'failed') return <Failed {...props} retry={retry} />;
    if (shown === 'pending') return <Loading />;
    const Component = shown.component;
    return <Component {...props} />;
  }
  return LazyComponent;
}
