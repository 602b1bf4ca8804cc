// The demo API starts without evaluating the contract's schema modules: from src/contract it
// imports values only from the vocabulary, and types only by `import type` (erased). An
// `import { type X }` could stay in the build as an import for its side effects.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const DEMO = path.resolve('src/demo');
const CONTRACT = path.resolve('src/contract');
const VOCABULARY = path.join(CONTRACT, 'vocabulary');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

interface ContractImport {
  file: string;
  /** The module imported, without its extension. */
  target: string;
  typeOnly: boolean;
  text: string;
}

/** Every static import and re-export of the demo's code that names a module of src/contract. */
function contractImports(): ContractImport[] {
  return sourceFiles(DEMO).flatMap((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    return source.statements.flatMap((statement) => {
      if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) return [];
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return [];
      const target = path.resolve(path.dirname(file), specifier.text).replace(/\.tsx?$/, '');
      if (path.dirname(target) !== CONTRACT) return [];
      const typeOnly = ts.isImportDeclaration(statement) ? Boolean(statement.importClause?.isTypeOnly) : statement.isTypeOnly;
      return [{ file: path.relative(DEMO, file), target, typeOnly, text: statement.getText(source) }];
    });
  });
}

describe("the demo API's imports of the contract", () => {
  const imports = contractImports();

  it('take values from the vocabulary only, and types by `import type`', () => {
    const schemaImports = imports.filter((entry) => entry.target !== VOCABULARY && !entry.typeOnly);
    expect(schemaImports.map((entry) => `${entry.file}: ${entry.text}`)).toEqual([]);
  });

  it('are found: the demo imports both the vocabulary and the records', () => {
    expect(imports.some((entry) => entry.target === VOCABULARY && !entry.typeOnly)).toBe(true);
    expect(imports.some((entry) => entry.target !== VOCABULARY && entry.typeOnly)).toBe(true);
  });
});
