// What the console knows of the folder of configured screens, read once as it starts
// (readFolder.ts): the screens that passed and the files left out. Kept apart from the reading
// (no checker, no zod here) so that the menu, the routes and the access rule can ask it from
// the first screen's JavaScript; React reads it with useSyncExternalStore.
import type { SvgIconProps } from '@mui/material';
import { useSyncExternalStore, type ComponentType } from 'react';
import type { StaffRole } from '../authProvider/session';
import type { CheckedScreen } from './check';
import type { ConfiguredScreen } from './compile';

/** A screen that passed, with the component of the icon its file names for the menu. */
export interface ShownScreen {
  screen: ConfiguredScreen;
  icon: ComponentType<SvgIconProps>;
}

/** A file left out, with its problems (its route and title when they could be read). */
export type FailedScreen = Extract<CheckedScreen, { ok: false }>;

/** A file left out whose route could be read, and is no other screen's. */
export type RoutedFailure = FailedScreen & { route: string };

/** The folder as read: its screens in the index's order, and what was left out. */
export interface ScreenFolder {
  screens: readonly ShownScreen[];
  /** The files left out; the index itself when it is there but cannot be read. */
  failed: readonly FailedScreen[];
  /** The files left out that keep their route, where an administrator sees why ('Pantalla mal configurada'). */
  misconfigured: readonly RoutedFailure[];
}

/** Until the folder is read, an address no compiled screen has may still be a configured one. */
export type FolderState = { read: false } | ({ read: true } & ScreenFolder);

const READING: FolderState = { read: false };

let state: FolderState = READING;
const listeners = new Set<() => void>();

export const configuredScreens = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: (): FolderState => state,
  /** The folder once read: every reader is told. */
  publish: (folder: ScreenFolder): void => {
    state = { read: true, ...folder };
    listeners.forEach((listener) => listener());
  },
  /** Back to 'not read yet' (a test's next console). */
  reset: (): void => {
    state = READING;
    listeners.forEach((listener) => listener());
  },
};

export function useConfiguredScreens(): FolderState {
  return useSyncExternalStore(configuredScreens.subscribe, configuredScreens.current);
}

/** The roles a configured resource lets write, when its file narrows them; undefined otherwise. */
export function writersOf(resource: string): readonly StaffRole[] | undefined {
  const folder = configuredScreens.current();
  return folder.read ? folder.screens.find(({ screen }) => screen.schema.name === resource)?.screen.writers : undefined;
}
