// The code editor of a screen file (issue 42): CodeMirror 6 with JSON, completion and hover help
// from the format's schema, and the console's own checker as its linter. Only ever lazy-imported
// (its default export), so that none of it weighs on the first screen.
import { autocompletion, closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { forceLinting, linter, lintGutter, lintKeymap } from '@codemirror/lint';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { oneDarkHighlightStyle } from '@codemirror/theme-one-dark';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { Box, useTheme, type Theme } from '@mui/material';
import { useEffect, useEffectEvent, useRef } from 'react';
import screenSchema from '../../../docs/screen.schema.json';
import { screens } from '../../screens/registry';
import { schemaCompletion, schemaHover, type SchemaNode } from './schemaHelp';
import { screenDiagnostics } from './screenDiagnostics';

// TypeScript types the imported JSON as a literal of what it holds today; it is read by the shape of JSON Schema.
const SCHEMA = screenSchema as unknown as SchemaNode;

/** CodeMirror's own words, in the console's Spanish. */
const PHRASES = {
  Diagnostics: 'Problemas',
  'No diagnostics': 'Sin problemas',
  close: 'Cerrar',
  Completions: 'Sugerencias',
  'Control character': 'Carácter de control',
  'Selection deleted': 'Selección borrada',
};

/** How long typing may pause before the file is checked again. */
const CHECK_DELAY_MS = 300;

/** The editor's colours from MUI's palette: light or dark as the console is. */
function themeOf({ palette }: Theme): Extension {
  return [
    EditorView.theme(
      {
        '&': { backgroundColor: palette.background.paper, color: palette.text.primary, border: `1px solid ${palette.divider}`, borderRadius: '4px', height: '100%' },
        '&.cm-focused': { outline: `2px solid ${palette.primary.main}`, outlineOffset: '-1px' },
        '.cm-content': { caretColor: palette.text.primary },
        '.cm-cursor, .cm-dropCursor': { borderLeftColor: palette.text.primary },
        '.cm-gutters': { backgroundColor: palette.background.default, color: palette.text.secondary, borderRight: `1px solid ${palette.divider}` },
        '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: palette.action.hover },
        '.cm-tooltip, .cm-panels': { backgroundColor: palette.background.paper, color: palette.text.primary, border: `1px solid ${palette.divider}` },
        '.cm-schema-help': { maxWidth: '40em', padding: '4px 8px', fontSize: '0.875rem' },
        // The linter draws its underline and its gutter mark as data: images, which the CSP's
        // img-src refuses (a violation report each): drawn with CSS instead.
        '.cm-lintRange-error': { backgroundImage: 'none', textDecoration: `underline wavy ${palette.error.main}`, textUnderlineOffset: '3px' },
        '.cm-lint-marker-error': { content: 'normal', boxSizing: 'border-box', width: '0.8em', height: '0.8em', margin: '0.1em', borderRadius: '50%', backgroundColor: palette.error.main },
      },
      { dark: palette.mode === 'dark' },
    ),
    syntaxHighlighting(palette.mode === 'dark' ? oneDarkHighlightStyle : defaultHighlightStyle),
  ];
}

export interface ScreenFileEditorProps {
  /** The file's text. */
  value: string;
  onChange: (text: string) => void;
  /** The file's name, as the checker's problems name it: 'aulas.json'. */
  file: string;
  /** The editor's accessible name; by default the file's. */
  label?: string;
}

/**
 * The editor of a screen file's JSON. Tab is left to the page (it moves to the next control), so
 * the keyboard is never trapped; Escape closes a list of suggestions.
 */
export function ScreenFileEditor({ value, onChange, file, label }: ScreenFileEditorProps) {
  const theme = useTheme();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const initialText = useRef(value);
  const changed = useEffectEvent((text: string) => onChange(text));
  const problems = useEffectEvent((text: string, compiledRoutes: readonly string[]) => screenDiagnostics(text, file, compiledRoutes));
  const themed = useRef(new Compartment());
  const named = useRef(new Compartment());
  const accessibleName = label ?? `Archivo ${file}`;

  useEffect(() => {
    const compiledRoutes = screens.map((screen) => screen.path);
    const editor = new EditorView({
      parent: host.current ?? undefined,
      state: EditorState.create({
        doc: initialText.current,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          json(),
          autocompletion({ override: [schemaCompletion(SCHEMA)] }),
          schemaHover(SCHEMA),
          linter((lintedView) => problems(lintedView.state.doc.toString(), compiledRoutes), { delay: CHECK_DELAY_MS, autoPanel: true }),
          lintGutter(),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...lintKeymap]),
          EditorState.phrases.of(PHRASES),
          themed.current.of([]),
          named.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: themed.current.reconfigure(themeOf(theme)) });
  }, [theme]);

  useEffect(() => {
    view.current?.dispatch({ effects: named.current.reconfigure(EditorView.contentAttributes.of({ 'aria-label': accessibleName, tabindex: '0' })) });
  }, [accessibleName]);

  // Another file's name changes what its problems say.
  useEffect(() => {
    if (view.current) forceLinting(view.current);
  }, [file]);

  // A text given from outside (a proposed file, a draft restored) replaces the editor's.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return <Box ref={host} sx={{ height: '100%', minHeight: 240, '& .cm-editor': { height: '100%' }, '& .cm-scroller': { fontFamily: 'monospace' } }} />;
}

export default ScreenFileEditor;
