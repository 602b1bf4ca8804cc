import { App, readConfiguredScreens } from './App';
import { root } from './root';

/** Replaces whatever the page shows (nothing yet, or the sign-in page) with the console. */
export function showConsole() {
  readConfiguredScreens();
  root.render(<App />);
}
