// A declared screen's declaration as the console gets it: loaded with its area, a screen file's
// compiled from the file.
import { declarationIn } from '../../src/declaration/declaredArea';
import type { ResourceSchema } from '../../src/declaration/types';
import { declaredNames } from '../../src/screens/registry';

export async function declarationOf(name: string): Promise<ResourceSchema> {
  const area = declaredNames.find((declared) => declared.name === name)?.area;
  if (!area) throw new Error(`${name} is not a declared screen`);
  return declarationIn(await area.load(), name);
}
