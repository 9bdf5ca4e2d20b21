/**
 * The open wiki page (issue 18), in its own lazy chunk with TipTap and Yjs: the title (edited in
 * place, saved with PUT /wiki/pages/{id} on Enter or leaving the field; checked with the shared
 * `wikiTitle` schema), the connection and save state in words, History and "Export .md", and the
 * collaborative editor. While the socket is away the page is read-only and says so.
 */
import { useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { wikiTitle } from '../../../shared/wiki/wiki.schemas';
import type { WikiPage } from '../../../shared/wiki/wiki.types';
import { useErrorToast } from '../company/workspaceUi';
import { selectToken } from '../session/sessionSlice';
import { useRenameWikiPageMutation } from './wikiApi';
import { downloadWikiFile } from './wikiFiles';
import { useWikiTranslation } from './wikiTexts';
import { useWikiCollab } from './useWikiCollab';
import type { WikiSyncState } from './wikiSocketProvider';
import { WikiEditor } from './WikiEditor';
import { WikiHistoryDialog } from './WikiHistoryDialog';

/** The sync state in words (key of `status.*`). */
export function statusKey(sync: WikiSyncState): string {
  if (sync.status === 'synced') return sync.pendingAcks > 0 ? 'saving' : 'saved';
  return sync.status;
}

/** The page view; `companyId` is the project's company (card links, mentions). */
export function WikiPageView({ page, companyId }: { page: WikiPage; companyId: number }) {
  const { t, i18n } = useWikiTranslation();
  const token = useSelector(selectToken);
  const toastError = useErrorToast();
  const [rename] = useRenameWikiPageMutation();
  const { provider, sync } = useWikiCollab(page.id);
  const [title, setTitle] = useState<string | null>(null);
  const [titleError, setTitleError] = useState(false);
  const [history, setHistory] = useState(false);

  const saveTitle = () => {
    if (title === null) return;
    const parsed = wikiTitle.safeParse(title);
    if (!parsed.success) {
      setTitleError(true);
      return;
    }
    setTitle(null);
    if (parsed.data !== page.title)
      rename({ page, title: parsed.data })
        .unwrap()
        .catch((error: unknown) => toastError(error, t('errors.rename')));
  };

  const exportPage = () =>
    downloadWikiFile(`/wiki/pages/${page.id}/export`, { token, language: i18n.language }, `${page.title}.md`).catch(
      (error: unknown) => toastError(error, t('errors.export')),
    );

  const key = statusKey(sync);
  return (
    <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', bgcolor: 'background.paper' }}>
      <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, sm: 4 }, py: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            variant="body2"
            color={key === 'offline' || key === 'refused' ? 'warning.main' : 'text.secondary'}
            role="status"
            data-testid="wiki-status"
            sx={{ flex: 1 }}
          >
            {t(`status.${key}`)}
          </Typography>
          <Button size="small" startIcon={<HistoryOutlined />} onClick={() => setHistory(true)}>
            {t('history.open')}
          </Button>
          <Button size="small" startIcon={<FileDownloadOutlined />} onClick={() => void exportPage()}>
            {t('export.page')}
          </Button>
        </Box>
        <InputBase
          value={title ?? page.title}
          onChange={(e) => {
            setTitle(e.target.value);
            setTitleError(false);
          }}
          onBlur={saveTitle}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              saveTitle();
            }
            if (e.key === 'Escape') {
              setTitle(null);
              setTitleError(false);
            }
          }}
          inputProps={{ 'aria-label': t('page.titleLabel'), 'aria-invalid': titleError, maxLength: 400 }}
          fullWidth
          sx={{ fontSize: 30, fontWeight: 700, mt: 1, mb: 0.5 }}
        />
        {titleError && (
          <Typography color="error" variant="body2" role="alert">
            {t('page.titleInvalid')}
          </Typography>
        )}
        {provider && (
          <WikiEditor page={page} companyId={companyId} provider={provider} editable={sync.status === 'synced'} />
        )}
      </Box>
      {history && <WikiHistoryDialog page={page} companyId={companyId} onClose={() => setHistory(false)} />}
    </Box>
  );
}
