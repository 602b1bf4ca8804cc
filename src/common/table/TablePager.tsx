import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Box, type Theme } from '@mui/material';
import { useListPaginationContext, useTranslate } from 'react-admin';
import { pageItems } from './pageItems';
import { ROWS_PER_PAGE_OPTIONS } from './useClientList';

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
      '&:hover': { bgcolor: theme.palette.action.hover },
      '&[aria-current="page"]': { bgcolor: theme.palette.action.selected },
      '&:disabled': { color: theme.palette.action.disabled, bgcolor: 'transparent', cursor: 'default' },
    },
    '& button, & select': { '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` } },
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
  const count = Math.ceil(total / perPage);
  // While loading, the space is kept so that the page does not jump when the rows come.
  if (isPending) return <Box sx={{ minHeight: 52 }} />;
  if (total === 0 || page < 1 || page > count) return null;
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

function PageButtons({ page, count, setPage }: { page: number; count: number; setPage: (page: number) => void }) {
  const translate = useTranslate();
  const pageLabel = (item: number) => translate(item === page ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item });
  return (
    <nav aria-label="Paginación">
      <ul>
        <li>
          <button type="button" aria-label={translate('ra.navigation.previous')} disabled={page === 1} onClick={() => setPage(page - 1)}>
            <NavigateBeforeIcon fontSize="small" />
          </button>
        </li>
        {pageItems(page, count).map((item, slot) => (
          // The slots keep their places while stepping (pageItems), so they are the keys.
          <li key={slot} aria-hidden={item === 'gap' || undefined}>
            {item === 'gap' ? (
              <span>…</span>
            ) : (
              <button type="button" aria-label={pageLabel(item)} aria-current={item === page ? 'page' : undefined} onClick={() => setPage(item)}>
                {item}
              </button>
            )}
          </li>
        ))}
        <li>
          <button type="button" aria-label={translate('ra.navigation.next')} disabled={page === count} onClick={() => setPage(page + 1)}>
            <NavigateNextIcon fontSize="small" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
