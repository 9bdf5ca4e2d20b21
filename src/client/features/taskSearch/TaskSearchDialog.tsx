/**
 * The 'Find task by number' dialog (spec/board.md §2 "a task search dialog by task number"): the
 * user types a task number (`#12` or `12`) and presses Enter or Find; the card is looked up with
 * GET /company/{companyId}/tasks/{counter} and handed to `onFound`, which opens it. 'Task not
 * found' on 404, a spinner on the button while searching, another failure as a retry message.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/translation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useLazyTaskByNumberQuery, type FoundTask } from './taskSearchApi';

/** The task number typed: digits with an optional leading '#'; null when not a positive integer. */
export function taskNumberOf(text: string): number | null {
  const match = /^#?\s*(\d{1,15})$/.exec(text.trim());
  const counter = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(counter) && counter > 0 ? counter : null;
}

interface Props {
  companyId: number;
  onFound: (card: FoundTask) => void;
  onClose: () => void;
}

/** Open while mounted. */
export function TaskSearchDialog({ companyId, onFound, onClose }: Props) {
  const { t } = useTranslation('board');
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [find, { isFetching }] = useLazyTaskByNumberQuery();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const counter = taskNumberOf(text);
    if (counter === null) return setMessage(t('taskSearch.invalid'));
    setMessage(null);
    try {
      onFound(await find({ companyId, counter }).unwrap());
    } catch (error) {
      const status = (error as { status?: unknown } | undefined)?.status;
      setMessage(status === 404 ? t('taskSearch.notFound') : t('taskSearch.error'));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="task-search-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="task-search-title">{t('taskSearch.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('taskSearch.label')}
            placeholder={t('taskSearch.placeholder')}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setMessage(null);
            }}
            error={Boolean(message)}
            helperText={message ?? (isFetching ? t('taskSearch.searching') : ' ')}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('taskSearch.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isFetching}>
            {t('taskSearch.find')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
