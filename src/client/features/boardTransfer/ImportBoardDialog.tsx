/**
 * The "Import from Trello" dialog of a project (issue 7 Deliver 2, 4; DESIGN §3
 * `POST /project/{projectId}/import/trello`, `…/import/board`). One line on how to get the file, a
 * file picker / drop zone for .json; the file is checked before anything is sent (size ≤
 * IMPORT_MAX_BYTES, valid JSON, our `teamspace.board` format or else Trello). Import shows a
 * determinate bar while uploading, then "Importing N cards…" while the server works (Cancel aborts);
 * the end is the import report with "Open board", or the server's message in words with "Choose
 * another file". Accessible names (e2e): dialog "Import from Trello", input "Export file", buttons
 * "Import", "Open board", "Close"; the report is the region "Import report".
 *
 * `onOpenBoard(boardId)` lets the page select the board; the dialog also remembers it as the
 * project's last selected board and routes to the project's board page.
 */
import { useBoardTransferTranslation } from './boardTransferTexts';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { rememberSelectedBoard } from '../project/lastSelectedBoards';
import { FileDropZone } from './FileDropZone';
import { ImportReportView } from './ImportReportView';
import { IMPORT_MAX_MB } from './importFile';
import type { TransferFailure } from './transferHttp';
import { useBoardImport, type ImportStep } from './useBoardImport';

export interface ImportBoardDialogProps {
  projectId: number;
  onClose: () => void;
  onOpenBoard?: (boardId: number) => void;
}

/** The failure in words: the server's translated message, else ours by status. */
function useFailureText() {
  const { t } = useBoardTransferTranslation();
  return (failure: TransferFailure) => {
    if (failure.message) return failure.message;
    if (failure.status === 0) return t('import.failed.network');
    if (failure.status === 413) return t('import.failed.tooLarge', { mb: IMPORT_MAX_MB });
    return t('import.failed.status', { status: failure.status });
  };
}

function StepBody({ step, onFile }: { step: ImportStep; onFile: (file: File) => void }) {
  const { t } = useBoardTransferTranslation();
  const failureText = useFailureText();
  switch (step.phase) {
    case 'choose':
    case 'reading':
    case 'ready':
      return (
        <Stack spacing={2}>
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t('import.howTo')}</Typography>
          <FileDropZone
            label={t('import.fileLabel')}
            text={t('import.dropHere')}
            activeText={t('import.dropActive')}
            accept=".json,application/json"
            disabled={step.phase === 'reading'}
            onFile={onFile}
          />
          {step.phase === 'reading' && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={16} />
              <Typography sx={{ fontSize: 14 }}>{t('import.reading', { name: step.fileName })}</Typography>
            </Box>
          )}
          {step.phase === 'ready' && (
            <Alert severity="info">
              {t('import.chosen', { name: step.fileName })}
              <br />
              {t(step.prepared.kind === 'board' ? 'import.kindBoard' : 'import.kindTrello', {
                count: step.prepared.cardCount,
              })}
            </Alert>
          )}
          {step.phase === 'choose' && step.notice && (
            <Alert severity={step.notice === 'cancelled' ? 'warning' : 'error'}>
              {t(`import.problem.${step.notice}`, { mb: IMPORT_MAX_MB })}
            </Alert>
          )}
        </Stack>
      );
    case 'uploading': {
      const percent = Math.round(step.progress * 100);
      return (
        <Stack spacing={1}>
          <Typography sx={{ fontSize: 14 }}>{t('import.uploading', { name: step.fileName, percent })}</Typography>
          <LinearProgress variant="determinate" value={percent} aria-label={t('import.uploadProgress')} />
        </Stack>
      );
    }
    case 'importing':
      return (
        <Stack spacing={1}>
          <Typography sx={{ fontSize: 14 }}>
            {step.cardCount ? t('import.importing', { count: step.cardCount }) : t('import.importingBoard')}
          </Typography>
          <LinearProgress aria-label={t('import.importProgress')} />
        </Stack>
      );
    case 'done':
      return <ImportReportView report={step.report} />;
    case 'failed':
      return (
        <Alert severity="error">
          <AlertTitle>{t('import.failed.title')}</AlertTitle>
          {failureText(step.failure)}
        </Alert>
      );
  }
}

export function ImportBoardDialog({ projectId, onClose, onOpenBoard }: ImportBoardDialogProps) {
  const { t } = useBoardTransferTranslation();
  const navigate = useNavigate();
  const { step, pick, start, cancel, reset } = useBoardImport(projectId);
  const busy = step.phase === 'uploading' || step.phase === 'importing';

  const openBoard = (boardId: number) => {
    rememberSelectedBoard(projectId, boardId);
    onOpenBoard?.(boardId);
    onClose();
    void navigate(`/cabinet/project/${projectId}/board`);
  };

  let actions;
  if (busy) actions = <Button onClick={cancel}>{t('import.cancel')}</Button>;
  else if (step.phase === 'done') {
    const { boardId } = step.report;
    actions = (
      <>
        <Button onClick={onClose}>{t('import.close')}</Button>
        <Button variant="contained" onClick={() => openBoard(boardId)}>
          {t('import.openBoard')}
        </Button>
      </>
    );
  } else if (step.phase === 'failed')
    actions = (
      <>
        <Button onClick={onClose}>{t('import.close')}</Button>
        <Button variant="contained" onClick={reset}>
          {t('import.chooseAnother')}
        </Button>
      </>
    );
  else
    actions = (
      <>
        <Button onClick={onClose}>{t('import.close')}</Button>
        <Button variant="contained" disabled={step.phase !== 'ready'} onClick={() => void start()}>
          {t('import.submit')}
        </Button>
      </>
    );

  return (
    <Dialog
      open
      // While the request runs only Cancel stops it: a stray click outside must not lose the import.
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="board-import-title"
    >
      <DialogTitle id="board-import-title">{t('import.title')}</DialogTitle>
      <DialogContent>
        <StepBody step={step} onFile={(file) => void pick(file)} />
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
