// The code editor of a screen file (issue 42): the JSON in CodeMirror, named for assistive
// technology, checked by the console's checker as it changes (the problems in the checker's
// Spanish), following the console's dark theme, and leaving Tab to the page.
import { readFileSync } from 'node:fs';
import { forEachDiagnostic } from '@codemirror/lint';
import type { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { createTheme, ThemeProvider } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ScreenFileEditor } from '../../src/screenFile/editor/ScreenFileEditor';

const CLASSROOMS = readFileSync('src/demo/pantallas/aulas.json', 'utf8');
const MISSPELLED = CLASSROOMS.replace('{ "type": "text", "field": "nombre", "label": "Nombre" }', '{ "type": "text", "field": "nombr", "label": "Nombre" }');

/** The editor as a page holds it: its text in the page's state. */
function EditorPage({ initial, onChange = () => {} }: { initial: string; onChange?: (text: string) => void }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <ScreenFileEditor
        value={text}
        file="aulas.json"
        onChange={(changed) => {
          setText(changed);
          onChange(changed);
        }}
      />
      <button type="button" onClick={() => setText(MISSPELLED)}>
        Proponer
      </button>
    </>
  );
}

const editorBox = () => screen.getByRole('textbox', { name: 'Archivo aulas.json' });
/** The diagnostics the editor shows: where each is, and its text. */
function diagnosticsOf(state: EditorState): { from: number; to: number; message: string }[] {
  const found: { from: number; to: number; message: string }[] = [];
  forEachDiagnostic(state, ({ message }, from, to) => found.push({ from, to, message }));
  return found;
}
const viewOf = (element: HTMLElement) => {
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error('no editor view');
  return view;
};

// jsdom lays nothing out and has no Range.getClientRects, which CodeMirror measures with.
beforeAll(() => {
  Range.prototype.getClientRects = () => document.createElement('div').getClientRects();
  Range.prototype.getBoundingClientRect = () => document.createElement('div').getBoundingClientRect();
});

describe('ScreenFileEditor', () => {
  it('shows the file in a text box named after it, or as the page names it', () => {
    render(<EditorPage initial={CLASSROOMS} />);
    expect(editorBox().textContent).toContain('"route": "/administracion/aulas",');
    render(<ScreenFileEditor value="{}" onChange={() => {}} file="nueva.json" label="Texto de la pantalla nueva" />);
    expect(screen.getByRole('textbox', { name: 'Texto de la pantalla nueva' }).textContent).toBe('{}');
  });

  it('shows a misspelled column with the checker’s words and the nearest name, at the column’s field', async () => {
    render(<EditorPage initial={MISSPELLED} />);
    const problem = await screen.findByText(
      'aulas.json, $.list.columns[0].field: se esperaba un campo declarado en "fields" ("id", "nombre", "centro", "planta", "capacidad", "accesible", "alta"); llegó "nombr". ¿Quería decir "nombre"?',
    );
    expect(problem).toBeTruthy();
    // The sort names the column by its field, which the misspelling changed too.
    const { state } = viewOf(editorBox());
    expect(diagnosticsOf(state).map(({ from, to }) => state.sliceDoc(from, to))).toEqual(['"nombr"', '"nombre"']);
    expect(state.doc.lineAt(diagnosticsOf(state)[1].from).text).toBe('    "sort": { "column": "nombre", "order": "ASC" },');
  });

  it('marks a problem without images, which the CSP’s img-src refuses', async () => {
    render(<EditorPage initial={'{ "version": 2 }'} />);
    await screen.findByRole('listbox', { name: 'Problemas' });
    const [range] = document.querySelectorAll('.cm-lintRange-error');
    expect(range.textContent).toBe('2');
    const [marker] = document.querySelectorAll('.cm-lint-marker-error');
    expect(getComputedStyle(range).backgroundImage).toBe('none');
    expect(getComputedStyle(marker).content).toBe('normal');
  });

  it('checks again as the text changes, and tells the page each change', async () => {
    const changes = vi.fn();
    render(<EditorPage initial={CLASSROOMS} onChange={changes} />);
    const view = viewOf(editorBox());
    const at = CLASSROOMS.indexOf('"version": 1') + '"version": '.length;
    view.dispatch({ changes: { from: at, to: at + 1, insert: '2' } });
    expect(changes).toHaveBeenLastCalledWith(CLASSROOMS.replace('"version": 1', '"version": 2'));
    const problems = await screen.findByRole('listbox', { name: 'Problemas' });
    expect(problems.textContent).toContain('aulas.json, $.version: se esperaba una versión del formato que esta consola conoce (1); llegó 2.');
    // Put right, the file has no problem left: the list goes.
    view.dispatch({ changes: { from: at, to: at + 1, insert: '1' } });
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Problemas' })).toBeNull());
    expect(diagnosticsOf(view.state)).toEqual([]);
  });

  it('places a JSON syntax error where the JSON breaks', async () => {
    const broken = CLASSROOMS.replace('"version": 1,', '"version": 1');
    render(<EditorPage initial={broken} />);
    expect(await screen.findByText(/^aulas\.json, \$: se esperaba un documento JSON; llegó un texto que no es JSON/)).toBeTruthy();
    const { state } = viewOf(editorBox());
    expect(diagnosticsOf(state).map(({ from }) => state.doc.lineAt(from).text)).toEqual(['  "route": "/administracion/aulas",']);
  });

  it('takes a text given by the page in place of its own', async () => {
    const user = userEvent.setup();
    render(<EditorPage initial={CLASSROOMS} />);
    await user.click(screen.getByRole('button', { name: 'Proponer' }));
    expect(viewOf(editorBox()).state.doc.toString()).toBe(MISSPELLED);
    expect(await screen.findByText(/llegó "nombr"\. ¿Quería decir "nombre"\?$/)).toBeTruthy();
  });

  it('leaves Tab to the page: the next control takes the focus', async () => {
    const user = userEvent.setup();
    render(<EditorPage initial={CLASSROOMS} />);
    editorBox().focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Proponer' }));
  });

  it('follows the console’s dark theme', () => {
    render(
      <ThemeProvider theme={createTheme({ palette: { mode: 'dark' } })}>
        <EditorPage initial={CLASSROOMS} />
      </ThemeProvider>,
    );
    expect(viewOf(editorBox()).state.facet(EditorView.darkTheme)).toBe(true);
  });
});
