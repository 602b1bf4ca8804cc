// The menu icon of each name a screen file may give, drawn from a lazy chunk of every such icon
// (iconComponents.ts) fetched the first time an entry shows one, an empty icon of the same size
// meanwhile: in the first screen's JavaScript, the icons would make it grow by every name the
// format offers, used or not.
import { SvgIcon, type SvgIconProps } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';
import type { ScreenIconName } from './format';

const made = new Map<ScreenIconName, ComponentType<SvgIconProps>>();

/** The icon named so, as a component the menu draws like any icon; one per name. */
export function screenIcon(name: ScreenIconName): ComponentType<SvgIconProps> {
  const existing = made.get(name);
  if (existing) return existing;
  const Loaded = lazy(() => import('./iconComponents').then(({ SCREEN_ICON_COMPONENTS }) => ({ default: SCREEN_ICON_COMPONENTS[name] })));
  function ScreenIcon(props: SvgIconProps) {
    return (
      <Suspense fallback={<SvgIcon {...props} />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  made.set(name, ScreenIcon);
  return ScreenIcon;
}
