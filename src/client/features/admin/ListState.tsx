/** Loading, error and empty rows of the admin tables (issue 19 item 3). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { apiErrorOf } from '../../api/baseQuery';
import { useAdminTranslation } from './adminTexts';

/** One full-width row: a spinner while loading, the error with a retry, or the empty text; null otherwise. */
export function ListStateRow({
  columns,
  loading,
  error,
  empty,
  emptyText,
  onRetry,
}: {
  columns: number;
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
}) {
  const { t } = useAdminTranslation();
  let content: React.ReactNode = null;
  if (loading) content = <CircularProgress size={24} aria-label={t('loading')} />;
  else if (error)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {t('failed', { error: apiErrorOf(error)?.message ?? String(error) })}
      </Alert>
    );
  else if (empty) content = emptyText;
  if (content === null) return null;
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ py: 4, color: 'text.secondary' }}>
        {content}
      </TableCell>
    </TableRow>
  );
}
