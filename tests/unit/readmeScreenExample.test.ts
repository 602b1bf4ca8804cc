// The README's whole example of a screen file ("Adding a screen without a build") passes the
// console's checks: a newcomer who copies it gets a screen, not 'Pantalla mal configurada'.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkScreenText, problemText } from '../../src/screenFile/check';
import { screens } from '../../src/screens/registry';

const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('## Adding a screen without a build'));
const example = /```json\n([\s\S]*?)\n```/.exec(section)?.[1];

describe("the README's example screen file", () => {
  it('is a correct file at /contabilidad/proveedores', () => {
    expect(example).toBeDefined();
    const checked = checkScreenText('proveedores.json', example ?? null, { compiledRoutes: screens.map((screen) => screen.path) });
    expect(checked.ok ? [] : checked.problems.map(problemText)).toEqual([]);
    expect(checked.ok && checked.screen.route).toBe('/contabilidad/proveedores');
  });
});
