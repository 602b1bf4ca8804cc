// The number of API requests in flight, for the top bar's busy indicator. A tiny store so that
// the HTTP client needs no React and the indicator re-renders only when the count changes.
type Listener = (count: number) => void;

let count = 0;
const listeners = new Set<Listener>();

function set(next: number) {
  count = next;
  listeners.forEach((listener) => listener(count));
}

export const inFlight = {
  get: () => count,
  start: () => set(count + 1),
  end: () => set(Math.max(0, count - 1)),
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
