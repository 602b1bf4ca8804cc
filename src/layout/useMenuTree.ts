import { useMemo } from 'react';
import type { MenuNode } from '../declaration/menu';
import { useConfiguredScreens } from '../screenFile/configuredScreens';
import { withConfiguredScreens } from '../screenFile/menuTree';
import { registry } from '../screens/registry';

const NONE = [] as const;

/** The side menu's tree: the registry's screens, and the configured ones once their folder is read. */
export function useMenuTree(): readonly MenuNode[] {
  const folder = useConfiguredScreens();
  const shown = folder.read ? folder.screens : NONE;
  return useMemo(() => withConfiguredScreens(registry, shown), [shown]);
}
