// Whether the screen finder is open: a tiny store, so that whatever opens it (the top-bar
// button, wherever the top bar puts it, or the keyboard shortcut) needs no shared parent.
type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();

function set(next: boolean) {
  if (next === open) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export const finderState = {
  isOpen: () => open,
  open: () => set(true),
  close: () => set(false),
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
