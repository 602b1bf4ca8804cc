import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Box, type Theme } from '@mui/material';
import usePagination, { type UsePaginationItem } from '@mui/material/usePagination';
import { useListPaginationContext, useTranslate } from 'react-admin';
import { interactiveStates } from '../../layout/theme';
import { lastPage } from './clientRows';
import { ROWS_PER_PAGE_OPTIONS } from '../viewState/urlParams';

const pagerStyles = (theme: Theme) =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    columnGap: 3,
    minHeight: 52,
    px: 2,
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    '& select': { font: 'inherit', color: 'inherit', ml: 1, p: '4px', border: 0, borderRadius: 1, bgcolor: 'transparent', cursor: 'pointer' },
    '& ul': { display: 'flex', alignItems: 'center', gap: '2px', listStyle: 'none', m: 0, p: 0 },
    '& li > span': { display: 'inline-block', minWidth: 26, textAlign: 'center' },
    // Before the buttons' own states, so that a disabled button does not take the hover.
    '& button, & select': interactiveStates(theme),
    '& button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 26,
      height: 26,
      px: '4px',
      border: 0,
      borderRadius: '13px',
      font: 'inherit',
      color: 'inherit',
      bgcolor: 'transparent',
      cursor: 'pointer',
      '&[aria-current="page"]': { bgcolor: theme.palette.action.selected },
      '&:disabled': { color: theme.palette.action.disabled, bgcolor: 'transparent', cursor: 'default' },
    },
  }) as const;

/**
 * The pager under a list table: rows per page, the rows shown ('1-25 de 10000') and the page
 * buttons, with react-admin's Spanish texts. Plain elements styled once here, not MUI's
 * TablePagination: that one is a dozen styled components on every list's first render, and
 * builds an Intl.NumberFormat as its module loads, which costs about 30 ms when it is the
 * page's first Intl object.
 */
export function TablePager() {
  const { isPending, page, perPage, total = 0, setPage, setPerPage } = useListPaginationContext();
  const translate = useTranslate();
  // While loading, the space is kept so that the page does not jump when the rows come.
  if (isPending) return <Box sx={{ minHeight: 52 }} />;
  if (total === 0) return null;
  const count = lastPage(total, perPage);
  return (
    <Box sx={pagerStyles}>
      <label>
        {translate('ra.navigation.page_rows_per_page')}
        <select value={perPage} onChange={(event) => setPerPage(Number(event.target.value))}>
          {ROWS_PER_PAGE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <span>
        {translate('ra.navigation.page_range_info', {
          offsetBegin: (page - 1) * perPage + 1,
          offsetEnd: Math.min(page * perPage, total),
          total,
        })}
      </span>
      {count > 1 && <PageButtons page={page} count={count} setPage={setPage} />}
    </Box>
  );
}

/** MUI's pager items: previous, the pages with gaps (seven slots that keep their places), next. */
function PageButtons({ page, count, setPage }: { page: number; count: number; setPage: (page: number) => void }) {
  const translate = useTranslate();
  const { items } = usePagination({ page, count, onChange: (_event, next) => setPage(next) });
  const label = ({ type, page: item, selected }: UsePaginationItem) => {
    if (type === 'previous' || type === 'next') return translate(`ra.navigation.${type}`);
    return translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item });
  };
  return (
    <nav aria-label="Paginación">
      <ul>
        {items.map((item, slot) => (
          // The slots keep their places while stepping, so they are the keys.
          <li key={slot} aria-hidden={item.type.endsWith('ellipsis') || undefined}>
            {item.type.endsWith('ellipsis') ? (
              <span>…</span>
            ) : (
              <button type="button" aria-label={label(item)} aria-current={item.selected ? 'page' : undefined} disabled={item.disabled} onClick={item.onClick}>
                {item.type === 'previous' ? <NavigateBeforeIcon fontSize="small" /> : item.type === 'next' ? <NavigateNextIcon fontSize="small" /> : item.page}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
