import type { DeclaredName } from '../../dataProvider/sourceCatalogue';
import { isWithin, type MenuScreen } from '../menu';
import type { ListFilter } from '../types';
import { serverFilterOfUrl } from './filterParams';
import { controlFilterOfUrl } from './listControls';

/**
 * The list an address opens, with the server filter its screen will first ask it with: a
 * bespoke page's as it reads its address (`openedList`), or a declared list's, with its
 * filters' and its controls' values from the query string, in the order the screen puts them
 * together. None for an address of no list, or while a required control has no value (the
 * screen does not ask then).
 */
export async function openedListCall(
  declared: readonly DeclaredName[],
  screens: readonly MenuScreen[],
  { pathname, search }: { pathname: string; search: string },
): Promise<{ name: string; filter: ListFilter } | undefined> {
  const page = screens.find((screen) => isWithin(screen.path, pathname))?.openedList;
  if (page) return page(new URLSearchParams(search));
  const opened = declared.find(({ name }) => isWithin(`/${name}`, pathname));
  if (!opened) return undefined;
  const schema = (await opened.area.load()).find((declaration) => declaration.name === opened.name);
  const controls = schema && controlFilterOfUrl(schema.list.controls, search);
  return schema && controls && { name: schema.name, filter: { ...serverFilterOfUrl(schema.list.filters, search), ...controls } };
}
