import { Tab, Tabs } from '@mui/material';
import { createSerializer } from 'nuqs';
import { useMemo, type MouseEvent } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { choiceParam, viewParsers } from '../common/viewState/urlParams';
import { useUrlState } from '../common/viewState/useUrlState';
import type { TabbedLists } from './types';
import { ResourceListPage } from './ResourceListPage';

const tabId = (value: string) => `pestana-${value}`;
const PANEL_ID = 'pestana-abierta';

/**
 * Declared lists shown one at a time under a row of tabs. The open tab is a URL parameter like
 * any other control, so a reload, a link or the back button open the same tab. Each tab is a
 * link to its address (for the keyboard and a new browser tab); a click changes the view's
 * state instead, so a control changed just before, not yet in the URL, keeps its value in the
 * tab opened.
 */
export function TabbedListPage({ lists }: { lists: TabbedLists }) {
  const params = useMemo(() => {
    const values = lists.tabs.map((tab) => tab.value);
    return { tab: choiceParam(lists.source, values, () => values[0]) };
  }, [lists]);
  const [{ tab: openValue }, setView] = useUrlState(params);
  const serialize = useMemo(() => {
    const { parsers, urlKeys } = viewParsers(params);
    return createSerializer(parsers, { urlKeys });
  }, [params]);
  const { pathname, search } = useLocation();
  const open = lists.tabs.find((tab) => tab.value === openValue) ?? lists.tabs[0];
  const header = (
    <Tabs value={open.value} onChange={(_event, value: string) => setView({ tab: value })} aria-label={lists.label} sx={{ mb: 2 }}>
      {lists.tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          id={tabId(tab.value)}
          aria-controls={PANEL_ID}
          component="a"
          href={serialize(`${pathname}${search}`, { tab: tab.value })}
          // The tab changes through the view's state (setView), not by the browser following the link.
          onClick={(event: MouseEvent) => event.preventDefault()}
        />
      ))}
    </Tabs>
  );
  const panel = useMemo(() => ({ id: PANEL_ID, labelledBy: tabId(open.value) }), [open.value]);
  return (
    <ResourceContextProvider key={open.resource.name} value={open.resource.name}>
      <ResourceListPage schema={open.resource} header={header} panel={panel} />
    </ResourceContextProvider>
  );
}
