/**
 * What a list filled by a query shows before and instead of its rows: a loading line, an error with
 * "Retry", or an empty-state line (texts given by the caller, in its namespace); else the list
 * itself. Used by the wiki's history and trash dialogs (issue 18).
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface ListStatesProps {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  onRetry: () => void;
  /** The words of each state: `{loading, error, empty, retry}`. */
  texts: { loading: string; error: string; empty: string; retry: string };
  children: ReactNode;
}

/** The state's words, or `children` when the list has rows. */
export function ListStates({ isLoading, isError, isEmpty, onRetry, texts, children }: ListStatesProps) {
  if (isLoading) return <Typography color="text.secondary">{texts.loading}</Typography>;
  if (isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {texts.retry}
          </Button>
        }
      >
        {texts.error}
      </Alert>
    );
  if (isEmpty) return <Typography color="text.secondary">{texts.empty}</Typography>;
  return <>{children}</>;
}
