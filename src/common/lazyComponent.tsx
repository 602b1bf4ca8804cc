import { useEffect, useState, type ComponentType, type ReactElement } from 'react';

/**
 * A component whose code is fetched the first time it renders, with `Loading` shown meanwhile
 * and `Failed` in its place when it cannot be fetched (offline, or a new version deployed).
 * Neither React.lazy nor use(): React reveals what a Suspense boundary waited for no sooner
 * than 300 ms after its fallback appeared, so a screen opened cold sat idle after its code had
 * come (about 100 ms of the study-centre list's first row, 150 ms of the CRM leads'); a state
 * update is drawn at once.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Loading: ComponentType,
  Failed: ComponentType,
): ((props: P) => ReactElement) & { preload(): void } {
  let loaded: ComponentType<P> | undefined;
  let failed = false;
  let loadingOnce: Promise<unknown> | undefined;
  const start = () =>
    (loadingOnce ??= load().then(
      (component) => (loaded = component),
      () => (failed = true),
    ));

  function LazyComponent(props: P) {
    const [, setSettled] = useState(false);
    const Component = loaded;
    const settled = Component !== undefined || failed;
    if (!settled) void start();
    useEffect(() => {
      if (!settled) void start().then(() => setSettled(true));
    }, [settled]);
    if (failed) return <Failed />;
    return Component ? <Component {...props} /> : <Loading />;
  }
  /** Starts fetching the code before the component is first rendered. */
  LazyComponent.preload = () => void start();
  return LazyComponent;
}
