/**
 * The "Import .ics" dialog of the calendar (README "Moving a calendar here";
 * src/server/calendar/icsRoutes.ts). The user picks an .ics file (Tab to "Choose file", Enter); a
 * file above 10 MB is refused here, before anything is sent. Import reads its text in the browser and
 * sends `{ics, timeZone}` with the browser's zone (the zone of the file's floating times and all-day
 * dates); a bar shows while the server works, then the report (IcsImportReport) or the server's
 * message in words. The events list is refetched by the mutation (icsApi.ts).
 */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useIcsTranslation } from './icsTexts';
import { errorText } from './errorText';
import { useImportIcsMutation } from './icsApi';
import { IcsImportReport } from './IcsImportReport';

/** The server's limit (src/server/calendar/ics/icsTypes.ts MAX_ICS_BYTES): 10 MB. */
export const ICS_MAX_BYTES = 10 * 1024 * 1024;
const ICS_MAX_MB = ICS_MAX_BYTES / (1024 * 1024);

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function IcsImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useIcsTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [importIcs, { data: report, error, isLoading, reset }] = useImportIcsMutation();

  const pick = (chosen: File | undefined) => {
    reset();
    setFile(null);
    setProblem(null);
    if (!chosen) return;
    if (chosen.size > ICS_MAX_BYTES) setProblem(t('ics.tooBig', { name: chosen.name, mb: ICS_MAX_MB }));
    else setFile(chosen);
  };
  const send = async () => {
    if (!file) return;
    let ics: string;
    try {
      ics = await file.text();
    } catch {
      setProblem(t('ics.readFailed', { name: file.name }));
      return;
    }
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // The failure is shown from the mutation's state.
    await importIcs({ ics, timeZone })
      .unwrap()
      .catch(() => undefined);
  };

  return (
    <Dialog
      open
      // While the file is sent a stray click outside must not hide what happens to it.
      onClose={isLoading ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="ics-import-title"
    >
      <DialogTitle id="ics-import-title">{t('ics.importTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{t('ics.importHelp')}</DialogContentText>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            disabled={isLoading}
            onClick={() => input.current?.click()}
          >
            {t('ics.chooseFile')}
          </Button>
          <Typography sx={{ fontSize: 14, color: 'text.secondary', wordBreak: 'break-all' }}>
            {file ? file.name : t('ics.noFile')}
          </Typography>
          <input
            ref={input}
            type="file"
            accept=".ics,text/calendar"
            aria-label={t('ics.fileLabel')}
            tabIndex={-1}
            style={visuallyHidden}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              // The same file may be chosen again after a failure.
              e.target.value = '';
            }}
          />
        </Box>
        {problem && <Alert severity="error">{problem}</Alert>}
        {isLoading && <LinearProgress aria-label={t('ics.importing')} />}
        {isLoading && <Typography sx={{ fontSize: 14 }}>{t('ics.importing')}</Typography>}
        {error && <Alert severity="error">{t('ics.importFailed', { message: errorText(error, t) })}</Alert>}
        {report && <IcsImportReport report={report} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('calendar:dialog.close')}
        </Button>
        {!report && (
          <Button variant="contained" disabled={!file || isLoading} onClick={() => void send()}>
            {t('ics.import')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
