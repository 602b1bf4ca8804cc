/**
 * `load`, run at most once while it succeeds: calls share the load in flight and then its
 * result, but a load that failed (a chunk lost to a network blip) is forgotten, so that the
 * next call fetches again instead of failing for the rest of the session.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((reason: unknown) => {
      loading = undefined;
      throw reason;
    }));
}
