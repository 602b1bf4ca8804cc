// The types of what build/declaredScreens.ts writes at this address at build time: each compiled
// screen's route, area and menu entry, read from its module's `menu` export, and each area's
// declaration modules, one lazy chunk, by route.
import type { DeclarationModule } from '../declaration/declaredArea';
import type { ScreenMenu } from '../screenFile/format';

export declare const declaredScreens: readonly { route: string; area: string; menu: ScreenMenu }[];
export declare const areaModules: Readonly<Record<string, () => Promise<{ default: Readonly<Record<string, DeclarationModule>> }>>>;
