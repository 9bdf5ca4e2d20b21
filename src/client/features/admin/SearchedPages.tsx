/**
 * A searched, paged admin list (issue 19 item 3: users and companies): the search text (debounced
 * 300 ms; a change goes back to the first page), the page and its size, as the arguments of an
 * offset-paged admin query `{q?, offset, limit}`; the search field above the table and the pager
 * below it.
 */
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { useDebounced } from './adminFormat';
import { useAdminTranslation } from './adminTexts';

const PAGE_SIZES = [25, 50, 100];

/** The list's search and page state and the query arguments they make. */
export function useSearchedPages() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPageState] = useState(PAGE_SIZES[0]);
  const q = useDebounced(search.trim());
  return {
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(0);
    },
    page,
    setPage,
    rowsPerPage,
    setRowsPerPage: (size: number) => {
      setRowsPerPageState(size);
      setPage(0);
    },
    args: { q: q || undefined, offset: page * rowsPerPage, limit: rowsPerPage },
  };
}

type SearchedPages = ReturnType<typeof useSearchedPages>;

/** The search field above a list (`placeholder` says what is searched). */
export function SearchBar({ pages, placeholder }: { pages: SearchedPages; placeholder: string }) {
  const { t } = useAdminTranslation();
  return (
    <Stack direction="row" sx={{ p: 2, gap: 2, alignItems: 'center' }}>
      <TextField
        size="small"
        type="search"
        label={t('search')}
        placeholder={placeholder}
        value={pages.search}
        onChange={(e) => pages.setSearch(e.target.value)}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
    </Stack>
  );
}

/** The pager below a list of `total` rows. */
export function Pager({ pages, total }: { pages: SearchedPages; total: number }) {
  const { t } = useAdminTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={pages.page}
      onPageChange={(_e, next) => pages.setPage(next)}
      rowsPerPage={pages.rowsPerPage}
      rowsPerPageOptions={PAGE_SIZES}
      labelRowsPerPage={t('rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('displayedRows', { from, to, count })}
      onRowsPerPageChange={(e) => pages.setRowsPerPage(Number(e.target.value))}
    />
  );
}
