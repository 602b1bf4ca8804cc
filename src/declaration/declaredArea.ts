import { loadOnce } from '../common/loadOnce';
import type { ScreenMenu } from '../screenFile/format';
import type { DataSource, ResourceSchema, TabbedLists } from './types';

/** What an area's module exports: its declarations, and its screens of lists in tabs by name. */
export interface AreaDeclarations {
  schemas: readonly ResourceSchema[];
  tabbed?: Readonly<Record<string, TabbedLists>>;
}

/**
 * The declarations of one area of the menu, loaded the first time one of its screens or calls
 * is needed: each area's declarations are their own lazy chunk, so the first screen's
 * JavaScript does not grow with every area declared.
 */
export interface DeclaredArea {
  /** The area's module; the same promise on every call once it loaded (a failed load is tried again). */
  declarations(): Promise<AreaDeclarations>;
  /** The area's declarations; the same promise on every call once they loaded. */
  load(): Promise<readonly ResourceSchema[]>;
}

/**
 * A compiled screen's module, at the path its route names (src/screens/<area>/…): its menu entry,
 * written out as data for the build to read alone, and its declaration or its lists in tabs.
 */
export type DeclarationModule = { menu: ScreenMenu } & ({ declaration: ResourceSchema } | { tabs: TabbedLists });

/** An area's declarations from its screens' modules, by route: a screen in tabs declares each tab's list. */
export function areaDeclarations(modules: Readonly<Record<string, DeclarationModule>>): AreaDeclarations {
  const screens = Object.entries(modules);
  return {
    schemas: screens.flatMap(([, module]) => ('tabs' in module ? module.tabs.tabs.map((tab) => tab.resource) : [module.declaration])),
    tabbed: Object.fromEntries(screens.flatMap(([route, module]) => ('tabs' in module ? [[route.slice(1), module.tabs]] : []))),
  };
}

/** An area from the module that lists its declarations, imported once it succeeds. */
export function declaredArea(importModule: () => Promise<AreaDeclarations>): DeclaredArea {
  const declarations = loadOnce(importModule);
  return { declarations, load: loadOnce(() => declarations().then((module) => module.schemas)) };
}

/** The calls declarations make: each list's own, and those that fill its choice controls. */
export function sourcesOf(schemas: readonly ResourceSchema[]): DataSource[] {
  const controlSources = schemas.flatMap((schema) => (schema.list.controls ?? []).flatMap((control) => (control.kind === 'choice' ? [control.from] : [])));
  return [...schemas, ...controlSources];
}

/** The declaration named so among an area's; a registry line naming one its area lacks is a bug. */
export function declarationIn(schemas: readonly ResourceSchema[], name: string): ResourceSchema {
  const schema = schemas.find((declared) => declared.name === name);
  if (!schema) throw new Error(`${name} no está declarado en su área`);
  return schema;
}
