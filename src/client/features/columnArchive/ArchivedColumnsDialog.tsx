/**
 * The board menu's "Archived columns" dialog (spec/board.md §3 Column archive): the board's
 * archived columns, left to right, each with its card count and a Restore button that puts it back
 * on the board in its place. Kept current while open (`board:column:updated`, board/boardEvents.ts).
 * Accessible names (e2e): dialog "Archived columns", buttons "Restore column <name>".
 */
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import { useArchivedColumnsQuery, useSetColumnArchivedMutation } from './columnArchiveApi';

export function ArchivedColumnsDialog({ boardId, onClose }: { boardId: number; onClose: () => void }) {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const { data: columns, isLoading, isError } = useArchivedColumnsQuery(boardId);
  const [setArchived, { isLoading: restoring }] = useSetColumnArchivedMutation();

  const restore = (id: number, name: string) =>
    setArchived({ boardId, id, archived: false })
      .unwrap()
      .then(() => enqueueSnackbar(t('columnArchive.restored', { name }), { variant: 'success' }))
      .catch(() => enqueueSnackbar(t('errors.save'), { variant: 'error' }));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="archived-columns-title">
      <DialogTitle id="archived-columns-title">{t('columnArchive.title')}</DialogTitle>
      <DialogContent dividers>
        {isLoading && <CircularProgress size={24} aria-label={t('loading')} />}
        {isError && <Typography color="error">{t('loadError')}</Typography>}
        {columns?.length === 0 && <Typography color="text.secondary">{t('columnArchive.empty')}</Typography>}
        {columns && columns.length > 0 && (
          <List dense disablePadding>
            {columns.map((column) => (
              <ListItem
                key={column.id}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    startIcon={<UnarchiveOutlined />}
                    disabled={restoring}
                    aria-label={t('columnArchive.restoreColumn', { name: column.name })}
                    onClick={() => void restore(column.id, column.name)}
                  >
                    {t('columnArchive.restore')}
                  </Button>
                }
              >
                <ListItemText
                  primary={column.name}
                  secondary={t('column.count', { count: column.cardsCount + column.archiveCount })}
                  slotProps={{ primary: { noWrap: true, sx: { pr: 12 } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
