import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuthProvider } from 'react-admin';
import { keptScreens, screensOf, type MenuNode, type MenuScreen } from '../declaration/menu';
import { useConfiguredScreens } from '../screenFile/configuredScreens';
import { withConfiguredScreens } from '../screenFile/menuTree';
import { registry } from '../screens/registry';

const NONE = [] as const;

interface Guarded {
  path: string;
  action: string;
}

/**
 * The routes of the screens whose `access` the auth provider grants (the same canAccess that
 * guards their routes, App.tsx); none until it has answered, so that an entry never shows and
 * goes.
 */
function useGrantedPaths(guarded: readonly Guarded[]): ReadonlySet<string> {
  const authProvider = useAuthProvider();
  const { data } = useQuery({
    queryKey: ['auth', 'canAccess', 'menu', guarded],
    queryFn: async () => {
      const granted = await Promise.all(
        guarded.map(async ({ path, action }) => ((await (authProvider?.canAccess?.({ action, resource: path.slice(1) }) ?? true)) ? [path] : [])),
      );
      return new Set(granted.flat());
    },
    enabled: guarded.length > 0,
  });
  return data ?? NO_PATHS;
}
const NO_PATHS: ReadonlySet<string> = new Set();

/**
 * The side menu's tree, which the screen finder lists too: the registry's screens and the
 * configured ones once their folder is read, without those the user may not open.
 */
export function useMenuTree(): readonly MenuNode[] {
  const folder = useConfiguredScreens();
  const shown = folder.read ? folder.screens : NONE;
  const tree = useMemo(() => withConfiguredScreens(registry, shown), [shown]);
  const guarded = useMemo(
    () => screensOf(tree).flatMap((screen: MenuScreen) => (screen.access === undefined ? [] : [{ path: screen.path, action: screen.access }])),
    [tree],
  );
  const granted = useGrantedPaths(guarded);
  return useMemo(() => (guarded.length ? keptScreens(tree, (screen) => screen.access === undefined || granted.has(screen.path)) : tree), [tree, guarded, granted]);
}
