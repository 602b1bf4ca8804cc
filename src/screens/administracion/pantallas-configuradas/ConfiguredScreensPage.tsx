// 'Pantallas configuradas' (ADMIN, registry.ts): the list of the folder's files at its route, the
// editor below it. The editor, with the checker, the compiler and the code editor, is a chunk of
// its own, fetched when a file is opened.
import { Loading } from 'react-admin';
import { Route, Routes, useParams } from 'react-router-dom';
import { lazyComponent } from '../../../common/lazyComponent';
import { CatchAll, PageNotLoaded } from '../../../layout/rarePages';
import { NEW_FILE } from './drafts';
import { ScreenFilesList } from './ScreenFilesList';

const ScreenFileEditorPage = lazyComponent<{ file: string }>(
  () => import('./ScreenFileEditorPage').then((module) => module.ScreenFileEditorPage),
  Loading,
  PageNotLoaded,
);

function EditorOfFile() {
  const { name = '' } = useParams();
  return <ScreenFileEditorPage key={name} file={`${name}.json`} />;
}

export function ConfiguredScreensPage() {
  return (
    <Routes>
      <Route index element={<ScreenFilesList />} />
      <Route path="nueva" element={<ScreenFileEditorPage key={NEW_FILE} file={NEW_FILE} />} />
      <Route path="archivo/:name" element={<EditorOfFile />} />
      <Route path="*" element={<CatchAll />} />
    </Routes>
  );
}
