import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin, ViteDevServer } from 'vite';

/** The module that lists the compiled declared screens, as the build writes it. */
const DECLARED_SCREENS = 'virtual:declared-screens';
/**
 * Where the console imports it from: a module of the screens' folder whose types are written
 * beside it (`declaredScreenModules.d.ts`), so that no import names a package that is not one.
 */
const IMPORTED_AS = 'declaredScreenModules';
/** `virtual:declared-screens/<area>`: that area's declaration modules, one lazy chunk. */
const AREA_PREFIX = `${DECLARED_SCREENS}/`;

/** A declaration module that exports its own menu entry. */
interface DeclaredScreen {
  file: string;
  route: string;
  area: string;
  menu: unknown;
}

/** A value written out in the source: strings, numbers, booleans, arrays and objects of them. */
function literalValue(node: ts.Expression, where: string): unknown {
  if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) return literalValue(node.expression, where);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => literalValue(element, where));
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties.map((property) => {
        if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
          throw new Error(`${where}: "menu" is read at build time, so it is written out as data: ${property.getText()}`);
        }
        return [property.name.text, literalValue(property.initializer, where)];
      }),
    );
  }
  throw new Error(`${where}: "menu" is read at build time, so it is written out as data: ${node.getText()}`);
}

/** The value of `export const menu = …` in a module's source, or undefined when it has none. */
export function menuExport(source: string, where: string): unknown {
  const file = ts.createSourceFile(where, source, ts.ScriptTarget.Latest, true, where.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === 'menu' && declaration.initializer) return literalValue(declaration.initializer, where);
    }
  }
  return undefined;
}

/** Every module under `folder` that exports a menu entry, its route named by its path: `<area>/<route>.ts(x)`. */
function scan(folder: string): DeclaredScreen[] {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && name.includes(path.sep))
    .sort();
  return files.flatMap((name) => {
    const file = path.join(folder, name);
    const source = readFileSync(file, 'utf8');
    const where = path.relative(process.cwd(), file);
    const menu = /\bexport const menu\b/.test(source) ? menuExport(source, where) : undefined;
    const declares = /\bexport const (declaration|tabs)\b/.test(source);
    if (menu === undefined && declares) throw new Error(`${where}: a declaration without its menu entry ("export const menu"), so it would be in no menu and at no route`);
    if (menu === undefined) return [];
    const route = `/${name.replace(/\.tsx?$/, '').split(path.sep).join('/')}`;
    return [{ file, route, area: route.split('/')[1], menu }];
  });
}

/**
 * A compiled screen is one file (issue 41): its declaration module, at the path its route names,
 * exports its menu entry as data (`export const menu = { title, icon, group?, before? }`). This
 * plugin reads those entries at build time — only them, written out in
 * `virtual:declared-screens`, so that the first screen's JavaScript carries the menu without
 * any declaration, imported as `src/screens/declaredScreenModules` — and writes each area's
 * declaration modules as one lazy module,
 * `virtual:declared-screens/<area>`. No registry line or area list repeats a screen.
 */
export function declaredScreens(folder: string): Plugin {
  let root = process.cwd();
  const screens = () => scan(path.resolve(root, folder));
  return {
    name: 'declared-screens',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id, importer) {
      if (id.startsWith(AREA_PREFIX)) return `\0${id}`;
      const imported = importer !== undefined && id.startsWith('.') && path.resolve(path.dirname(importer), id) === path.resolve(root, folder, IMPORTED_AS);
      return imported ? `\0${DECLARED_SCREENS}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${DECLARED_SCREENS}`)) return undefined;
      const all = screens();
      for (const screen of all) this.addWatchFile(screen.file);
      if (id === `\0${DECLARED_SCREENS}`) {
        const areas = [...new Set(all.map((screen) => screen.area))];
        const entries = all.map(({ route, area, menu }) => `  ${JSON.stringify({ route, area, menu })},`);
        const loaders = areas.map((area) => `  ${JSON.stringify(area)}: () => import(${JSON.stringify(AREA_PREFIX + area)}),`);
        return [`export const declaredScreens = [\n${entries.join('\n')}\n];`, `export const areaModules = {\n${loaders.join('\n')}\n};`].join('\n');
      }
      const area = id.slice(`\0${AREA_PREFIX}`.length);
      const inArea = all.filter((screen) => screen.area === area);
      const imports = inArea.map((screen, index) => `import * as screen${String(index)} from ${JSON.stringify(screen.file)};`);
      const modules = inArea.map((screen, index) => `  ${JSON.stringify(screen.route)}: screen${String(index)},`);
      return [...imports, `export default {\n${modules.join('\n')}\n};`].join('\n');
    },
    // A declaration added, removed or renamed while the dev server runs changes the lists.
    configureServer(server: ViteDevServer) {
      const screensFolder = path.resolve(root, folder);
      const changed = (file: string) => {
        if (!file.startsWith(screensFolder) || !/\.tsx?$/.test(file)) return;
        for (const id of [`\0${DECLARED_SCREENS}`, ...screens().map((screen) => `\0${AREA_PREFIX}${screen.area}`)]) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
    },
  };
}
