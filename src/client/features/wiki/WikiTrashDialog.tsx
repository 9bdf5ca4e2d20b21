/**
 * The project wiki's trash (issue 18 "delete to a trash with restore"): the deleted pages (each with
 * its subtree), newest first, with "Restore" and "Delete forever" (asked for again first: it cannot
 * be undone). Loading, empty and error states in words.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { WikiPage } from '../../../shared/wiki/wiki.types';
import { formatDateTime } from './wikiDates';
import { useErrorToast } from '../company/workspaceUi';
import { usePurgeWikiPageMutation, useRestoreWikiPageMutation, useWikiTrashQuery } from './wikiApi';
import { useWikiTranslation } from './wikiTexts';
import { ListStates } from './ListStates';

/** Open while mounted. */
export function WikiTrashDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t, i18n } = useWikiTranslation();
  const toastError = useErrorToast();
  const { data, isLoading, isError, refetch } = useWikiTrashQuery(projectId);
  const [restore] = useRestoreWikiPageMutation();
  const [purge] = usePurgeWikiPageMutation();
  const [confirming, setConfirming] = useState<WikiPage | null>(null);

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="wiki-trash-title">
      <DialogTitle id="wiki-trash-title">{t('trash.title')}</DialogTitle>
      <DialogContent>
        <ListStates
          isLoading={isLoading}
          isError={isError}
          isEmpty={data?.length === 0}
          onRetry={() => void refetch()}
          texts={{ loading: t('trash.loading'), error: t('trash.error'), empty: t('trash.empty'), retry: t('retry') }}
        >
          <List dense>
            {data?.map((page) => (
              <ListItem
                key={page.id}
                secondaryAction={
                  confirming?.id === page.id ? (
                    <>
                      <Button
                        color="error"
                        onClick={() => {
                          setConfirming(null);
                          purge(page)
                            .unwrap()
                            .catch((error: unknown) => toastError(error, t('errors.purge')));
                        }}
                      >
                        {t('trash.purgeConfirm')}
                      </Button>
                      <Button onClick={() => setConfirming(null)}>{t('cancel')}</Button>
                    </>
                  ) : (
                    <>
                      <Button
                        onClick={() =>
                          restore(page)
                            .unwrap()
                            .catch((error: unknown) => toastError(error, t('errors.restore')))
                        }
                      >
                        {t('trash.restore')}
                      </Button>
                      <Button color="error" onClick={() => setConfirming(page)}>
                        {t('trash.purge')}
                      </Button>
                    </>
                  )
                }
              >
                <ListItemText
                  primary={page.title}
                  secondary={
                    page.deletedAt ? t('trash.deletedAt', { at: formatDateTime(page.deletedAt, i18n.language) }) : ''
                  }
                  sx={{ pr: 22 }}
                />
              </ListItem>
            ))}
          </List>
        </ListStates>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
