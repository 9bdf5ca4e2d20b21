/**
 * What a dialog shows while its list loads or after loading failed: a spinner named by
 * `loadingLabel`, or an error alert with a Retry button (loading failures are shown in words,
 * never as an empty list). Used by the board's sticker and template dialogs.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface Props {
  loading: boolean;
  loadingLabel: string;
  errorText: string;
  retryText: string;
  onRetry: () => void;
}

export function LoadingOrError({ loading, loadingLabel, errorText, retryText, onRetry }: Props) {
  if (loading)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    );
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryText}
        </Button>
      }
    >
      {errorText}
    </Alert>
  );
}
