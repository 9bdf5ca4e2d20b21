/**
 * Markdown import (issue 18; POST /wiki/project/{id}/import importWikiBody): the user picks .md
 * files or a .zip (a page with children is `Title.md` beside a folder `Title/`, the export's
 * layout); the files are read and unzipped in the browser (wikiFiles.ts) and sent in one call; the
 * dialog then says how many pages were made, or what went wrong, in words.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { importWikiBody } from '../../../shared/wiki/wiki.schemas';
import { messageOf } from '../company/workspaceUi';
import { useImportWikiMutation } from './wikiApi';
import { WikiFileError, readImportFiles } from './wikiFiles';
import { useWikiTranslation } from './wikiTexts';

const FILE_ERRORS = ['NO_MARKDOWN', 'BAD_ZIP'];

/** Open while mounted; pages land under `parentId` (the root when null). */
export function WikiImportDialog({
  projectId,
  parentId,
  onClose,
}: {
  projectId: number;
  parentId: number | null;
  onClose: () => void;
}) {
  const { t } = useWikiTranslation();
  const [run] = useImportWikiMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<number | null>(null);

  const onFiles = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    setBusy(true);
    setError(null);
    setMade(null);
    try {
      const files = await readImportFiles([...list]);
      const body = importWikiBody.safeParse({ parentId, files });
      if (!body.success) throw new WikiFileError('TOO_LARGE');
      const report = await run({ projectId, ...body.data }).unwrap();
      setMade(report.pages.length);
    } catch (failure) {
      const code = failure instanceof WikiFileError ? failure.code : null;
      setError(
        code && [...FILE_ERRORS, 'TOO_LARGE'].includes(code)
          ? t(`import.errors.${code}`)
          : messageOf(failure, t('import.errors.failed')),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="wiki-import-title">
      <DialogTitle id="wiki-import-title">{t('import.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('import.text')}
        </Typography>
        <Button variant="contained" component="label" disabled={busy}>
          {busy ? t('import.busy') : t('import.choose')}
          <input
            hidden
            type="file"
            multiple
            accept=".md,.markdown,.zip,text/markdown,application/zip"
            onChange={(e) => void onFiles(e.target.files)}
          />
        </Button>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {made !== null && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t('import.done', { count: made })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
