/**
 * A page's history (issue 18 revisions): the revisions newest first with who (the members who
 * edited), when and why (interval, leave, restore, import), kept live by `wiki:revision:created`;
 * choosing one shows its diff against the page now (RevisionDiff; the current markdown is the
 * page's export) and offers "Restore this version", asked for again first. A restore replaces the
 * live content for every open editor and is itself recorded as a revision.
 */
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { WikiPage, WikiRevision } from '../../../shared/wiki/wiki.types';
import { useGetMembersQuery } from '../company/companyApi';
import { messageOf, useErrorToast } from '../company/workspaceUi';
import { selectToken } from '../session/sessionSlice';
import { useRestoreWikiRevisionMutation, useWikiRevisionQuery, useWikiRevisionsQuery } from './wikiApi';
import { formatDateTime } from './wikiDates';
import { fetchWikiText } from './wikiFiles';
import { useWikiTranslation } from './wikiTexts';
import { RevisionDiff } from './RevisionDiff';
import { ListStates } from './ListStates';

/** Open while mounted. */
export function WikiHistoryDialog({
  page,
  companyId,
  onClose,
}: {
  page: WikiPage;
  companyId: number;
  onClose: () => void;
}) {
  const { t, i18n } = useWikiTranslation();
  const token = useSelector(selectToken);
  const toastError = useErrorToast();
  const { data: revisions, isLoading, isError, refetch } = useWikiRevisionsQuery(page.id);
  const { data: members } = useGetMembersQuery(companyId);
  const [chosen, setChosen] = useState<WikiRevision | null>(null);
  const { data: content, isError: contentError } = useWikiRevisionQuery(chosen?.id ?? skipToken);
  const [current, setCurrent] = useState<string | null>(null);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restore, { isLoading: restoring }] = useRestoreWikiRevisionMutation();

  // The page's markdown now, read again for each revision chosen (others may have edited since).
  useEffect(() => {
    if (!chosen) return;
    let live = true;
    setCurrent(null);
    setCurrentError(null);
    fetchWikiText(`/wiki/pages/${page.id}/export`, { token, language: i18n.language }).then(
      (text) => live && setCurrent(text),
      (error: unknown) => live && setCurrentError(messageOf(error, t('history.error'))),
    );
    return () => {
      live = false;
    };
  }, [chosen, page.id, token, i18n.language, t]);

  const nameOf = (userId: number) => members?.find((m) => m.userId === userId)?.user.name ?? t('history.someone');
  const who = (revision: WikiRevision) =>
    revision.authorIds.length ? revision.authorIds.map(nameOf).join(', ') : t('history.someone');

  const doRestore = async () => {
    if (!chosen) return;
    try {
      await restore({ revisionId: chosen.id, pageId: page.id }).unwrap();
      setConfirming(false);
      onClose();
    } catch (error) {
      toastError(error, t('errors.restoreRevision'));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="wiki-history-title">
      <DialogTitle id="wiki-history-title">{t('history.title', { title: page.title })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', gap: 2, minHeight: 360, flexDirection: { xs: 'column', md: 'row' } }}>
        <Box sx={{ width: { md: 300 }, flexShrink: 0, overflow: 'auto', maxHeight: '60vh' }}>
          <ListStates
            isLoading={isLoading}
            isError={isError}
            isEmpty={revisions?.length === 0}
            onRetry={() => void refetch()}
            texts={{
              loading: t('history.loading'),
              error: t('history.error'),
              empty: t('history.empty'),
              retry: t('retry'),
            }}
          >
            <List dense aria-label={t('history.list')}>
              {revisions?.map((revision) => (
                <ListItemButton
                  key={revision.id}
                  selected={chosen?.id === revision.id}
                  onClick={() => {
                    setChosen(revision);
                    setConfirming(false);
                  }}
                >
                  <ListItemText
                    primary={formatDateTime(revision.createdAt, i18n.language)}
                    secondary={`${who(revision)} · ${t(`history.reason.${revision.reason}`)}`}
                  />
                </ListItemButton>
              ))}
            </List>
          </ListStates>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {!chosen ? (
            <Typography color="text.secondary">{t('history.choose')}</Typography>
          ) : contentError || currentError ? (
            <Alert severity="error">{currentError ?? t('history.error')}</Alert>
          ) : !content || current === null ? (
            <Typography color="text.secondary">{t('history.loading')}</Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('history.legend')}
              </Typography>
              <RevisionDiff before={content.markdown} after={current} />
            </>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        {chosen && content && !confirming && (
          <Button color="warning" onClick={() => setConfirming(true)}>
            {t('history.restore')}
          </Button>
        )}
        {confirming && (
          <>
            <Typography sx={{ mr: 'auto', pl: 2 }} role="alert">
              {t('history.restoreQuestion')}
            </Typography>
            <Button onClick={() => setConfirming(false)}>{t('cancel')}</Button>
            <Button color="warning" variant="contained" disabled={restoring} onClick={() => void doRestore()}>
              {t('history.restoreConfirm')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
