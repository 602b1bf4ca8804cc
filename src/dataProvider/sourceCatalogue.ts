import type { DeclaredArea } from '../declaration/declaredArea';
import { sourcesOf } from '../declaration/declaredArea';
import { isWithin } from '../declaration/menu';
import type { DataSource, LazySources } from '../declaration/types';
import type { PolicyLookup } from './queryClient';

/** Where the data provider finds the source of a resource it is asked about, and the query client its read policy. */
export interface SourceCatalogue extends PolicyLookup {
  /** The source named so, once its area's declarations are loaded. */
  sourceOf(name: string): Promise<DataSource>;
  /** Sources learnt after the start: the configured screens', once their folder is read. */
  add(sources: readonly DataSource[]): void;
}

/**
 * A declared resource: its name and the area whose declarations hold it. Its other sources (its
 * lists in tabs, its choice controls' calls) are named under its name ('clientes/codigos/seleccion'),
 * so that a call to one of them finds the area too.
 */
export interface DeclaredName {
  name: string;
  area: DeclaredArea;
}

interface CatalogueOptions {
  /** Sources known from the start (the bespoke pages' calls). */
  sources?: readonly DataSource[];
  /** Resources declared in lazily loaded areas. */
  declared?: readonly DeclaredName[];
  /** The bespoke pages' sources, each area's loaded with the first call to one of them. */
  lazy?: readonly LazySources[];
}

/**
 * The sources of every call: those given, and those of each area as it loads. A declared
 * resource's area loads on its first call, so a screen of another area that reads it (the
 * subjects, the study centres) finds it too.
 */
export function createSourceCatalogue({ sources = [], declared = [], lazy = [] }: CatalogueOptions): SourceCatalogue {
  const byName = new Map(sources.map((source) => [source.name, source]));
  const areaOf = (name: string) => declared.find((resource) => isWithin(resource.name, name))?.area;
  const lazyOf = (name: string) => lazy.find((group) => group.names.includes(name));
  const loaded = new Set<DeclaredArea | LazySources>();

  async function load(group: DeclaredArea | LazySources): Promise<void> {
    const groupSources = 'declarations' in group ? sourcesOf(await group.load()) : await group.load();
    if (loaded.has(group)) return;
    loaded.add(group);
    for (const source of groupSources) byName.set(source.name, source);
  }

  return {
    async sourceOf(name) {
      const group = areaOf(name) ?? lazyOf(name);
      if (!byName.has(name) && group) await load(group);
      const source = byName.get(name);
      if (!source) throw new Error(`Recurso desconocido: ${name}`);
      return source;
    },
    policyOf: (name) => byName.get(name)?.readPolicy,
    add(added) {
      // A name already known is a compiled screen's or its calls': it wins.
      for (const source of added) if (!byName.has(source.name) && !areaOf(source.name) && !lazyOf(source.name)) byName.set(source.name, source);
    },
  };
}
