// The menu's icons by name, the compiled screens' and the screen files' alike (format.ts's
// SCREEN_ICONS, MUI's icons of the same names): drawn from a lazy chunk of every such icon
// (iconComponents.ts), fetched as the console starts, an empty icon of the same size until it is
// here. Their drawings in the first screen's JavaScript cost it 3 KB of gzip (252.0 → 249.0
// KB with the registry's icons in the chunk too).
import { SvgIcon, type SvgIconProps } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';
import type { ScreenIconName } from './format';

// Asked for as the console starts: when the menu first drew before it came, the study-centre
// list's first row was 13 % later than with the drawings in the first screen (2 of 15 paired
// loads faster); asked for at once, no different (8 of 15, Wilcoxon p 0.60).
const iconComponents = import('./iconComponents');

const made = new Map<ScreenIconName, ComponentType<SvgIconProps>>();

/** The icon named so, as a component the menu draws like any icon; one per name. */
export function screenIcon(name: ScreenIconName): ComponentType<SvgIconProps> {
  const existing = made.get(name);
  if (existing) return existing;
  const Loaded = lazy(() => iconComponents.then(({ SCREEN_ICON_COMPONENTS }) => ({ default: SCREEN_ICON_COMPONENTS[name] })));
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
