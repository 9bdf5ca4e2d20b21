/**
 * The "Export board" dialog (issue 7 Deliver 3; DESIGN §3 `GET /board/{boardId}/export` → our
 * BoardExport JSON, `GET /board/{boardId}/export.csv` → the cards as CSV). Each button downloads
 * with the user's token (fetch → Blob → object URL → `<a download>`), named as the server's
 * Content-Disposition says (else `<board name>.teamspace.json` / `<board name>.csv`), with a spinner
 * while it runs and a failure in words (the server's translated message, else ours).
 * Accessible names (e2e): dialog "Export board", buttons "Download JSON", "Download CSV".
 */
import { useEffect, useRef, useState } from 'react';
import { useBoardTransferTranslation } from './boardTransferTexts';
import { useStore } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type { RootState } from '../../app/store';
import { downloadFile, TransferAborted, transferHeaders, type TransferFailure } from './transferHttp';

type Format = 'json' | 'csv';

/** GET path and Accept of each format. */
export const EXPORT_FORMATS: Record<Format, { url: (boardId: number) => string; accept: string; extension: string }> = {
  json: { url: (id) => `/board/${id}/export`, accept: 'application/json', extension: '.teamspace.json' },
  // The server answers errors as JSON envelopes; CSV is the success body.
  csv: { url: (id) => `/board/${id}/export.csv`, accept: 'text/csv, application/json', extension: '.csv' },
};

/** A file name from a board name: characters that file systems refuse become '_' (control ones go). */
export function fileNameFor(boardName: string, extension: string): string {
  const printable = [...boardName].filter((ch) => ch.charCodeAt(0) >= 32).join('');
  return `${printable.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'board'}${extension}`;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; format: Format }
  | { kind: 'saved'; name: string }
  | { kind: 'failed'; failure: TransferFailure };

export function ExportBoardDialog({
  boardId,
  boardName,
  onClose,
}: {
  boardId: number;
  boardName: string;
  onClose: () => void;
}) {
  const { t } = useBoardTransferTranslation();
  const store = useStore<RootState>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const download = async (format: Format) => {
    const { url, accept, extension } = EXPORT_FORMATS[format];
    const abort = new AbortController();
    controller.current = abort;
    setStatus({ kind: 'busy', format });
    try {
      const result = await downloadFile(
        url(boardId),
        transferHeaders(store.getState(), accept),
        fileNameFor(boardName, extension),
        abort.signal,
      );
      setStatus(result.ok ? { kind: 'saved', name: result.value } : { kind: 'failed', failure: result });
    } catch (error) {
      if (!(error instanceof TransferAborted)) throw error;
    }
  };

  const failureText = (failure: TransferFailure) =>
    failure.message ?? (failure.status === 0 ? t('export.network') : t('export.status', { status: failure.status }));
  const busy = status.kind === 'busy';
  // The spinner sits beside the button, not in it, so the button's accessible name stays the same.
  const button = (format: Format, label: string) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Button variant="outlined" disabled={busy} startIcon={<DownloadOutlined />} onClick={() => void download(format)}>
        {label}
      </Button>
      {status.kind === 'busy' && status.format === format && (
        <CircularProgress size={20} aria-label={t('export.downloading')} />
      )}
    </Box>
  );

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="board-export-title">
      <DialogTitle id="board-export-title">{t('export.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t('export.text')}</Typography>
          <Box>
            <Typography sx={{ fontSize: 14, mb: 1 }}>{t('export.json')}</Typography>
            {button('json', t('export.downloadJson'))}
          </Box>
          <Box>
            <Typography sx={{ fontSize: 14, mb: 1 }}>{t('export.csv')}</Typography>
            {button('csv', t('export.downloadCsv'))}
          </Box>
          {status.kind === 'saved' && <Alert severity="success">{t('export.saved', { name: status.name })}</Alert>}
          {status.kind === 'failed' && <Alert severity="error">{failureText(status.failure)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('export.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
