/**
 * 'Add column' at the end of the board: a name form; POST /editor/columns/{boardId}. The name is
 * never cut: near the 200-character limit a counter shows, over it the limit in words
 * (nameLimit.ts) and Save is refused. The resting button and the name field are plain elements
 * with the classes of columnStyles.ts; the open form's Cancel and Save are MUI buttons.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Button from '@mui/material/Button';
import { useCreateColumnMutation } from './boardApi';
import { useBoardContext } from './boardContext';
import { apiErrorOf } from '../../api/baseQuery';
import { useNameLimit } from './nameLimit';

export function AddColumn() {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const { arg } = useBoardContext();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [createColumn, { isLoading }] = useCreateColumnMutation();
  const limit = useNameLimit(name);
  const hintId = useId();

  const save = async () => {
    if (!name.trim() || limit.tooLong) return;
    try {
      await createColumn({ board: arg, name: name.trim() }).unwrap();
      setName('');
      setOpen(false);
    } catch (error) {
      enqueueSnackbar(apiErrorOf(error)?.message || t('errors.save'), { variant: 'error' });
    }
  };

  if (!open)
    return (
      <button type="button" className="column-add" onClick={() => setOpen(true)}>
        {t('column.add')}
      </button>
    );
  return (
    <form
      className="column-add-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <input
        autoFocus
        className="column-add-input"
        placeholder={t('column.namePlaceholder')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        aria-label={t('column.nameLabel')}
        aria-invalid={limit.tooLong}
        aria-describedby={limit.hint ? hintId : undefined}
      />
      {limit.hint && (
        <p id={hintId} className="column-add-hint" data-error={limit.tooLong ? '' : undefined}>
          {limit.hint}
        </p>
      )}
      <div className="column-add-actions">
        <Button size="small" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={!name.trim() || limit.tooLong || isLoading}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
