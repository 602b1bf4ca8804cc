// The screen file format as a JSON Schema, for editors that read a file's "$schema": written from
// the format's zod schema (src/screenFile/format.ts), its only definition, by `npm run contract`
// through the test that checks it fresh (tests/unit/screenSchemaDocument.test.ts). The example
// folder keeps a copy beside its files, where their "./screen.schema.json" points.
import * as z from 'zod/mini';
import { screenFile } from '../../src/screenFile/format';

export const SCREEN_SCHEMA_FILES = ['docs/screen.schema.json', 'src/demo/pantallas/screen.schema.json'] as const;

export function screenSchemaText(): string {
  const schema = z.toJSONSchema(screenFile, { io: 'input', target: 'draft-2020-12' });
  const document = {
    ...schema,
    title: 'Pantalla configurada de la consola de academias',
    description: 'Una pantalla de lista con sus diálogos, leída por la consola sin compilarla (docs/adding-a-screen.md).',
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
