/**
 * "This event / All events": asked before a recurring event's occurrence is changed, moved or
 * deleted. `useScopeQuestion()` gives the dialog element to render and `ask(kind)`, which resolves
 * with the answer, or null when the user cancels.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCalendarTranslation } from './calendarTexts';

export type Scope = 'this' | 'all';
type Kind = 'change' | 'delete';

export function useScopeQuestion(): { element: ReactNode; ask: (kind: Kind) => Promise<Scope | null> } {
  const { t } = useCalendarTranslation();
  const [kind, setKind] = useState<Kind | null>(null);
  const resolver = useRef<((scope: Scope | null) => void) | null>(null);
  const ask = useCallback(
    (next: Kind) =>
      new Promise<Scope | null>((resolve) => {
        resolver.current?.(null);
        resolver.current = resolve;
        setKind(next);
      }),
    [],
  );
  const answer = (scope: Scope | null) => {
    resolver.current?.(scope);
    resolver.current = null;
    setKind(null);
  };
  const element = (
    <Dialog open={kind !== null} onClose={() => answer(null)} aria-labelledby="calendar-scope-title" maxWidth="xs">
      <DialogTitle id="calendar-scope-title">{t(kind === 'delete' ? 'scope.deleteTitle' : 'scope.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('scope.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(null)}>{t('scope.cancel')}</Button>
        <Button onClick={() => answer('this')}>{t('scope.this')}</Button>
        <Button variant="contained" onClick={() => answer('all')}>
          {t('scope.all')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { element, ask };
}
