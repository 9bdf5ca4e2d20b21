/**
 * The name form of 'Add column' (AddColumn.tsx), in the board's menus chunk: POST
 * /editor/columns/{boardId}. The name is never cut: near the 200-character limit a counter shows,
 * over it the limit in words (nameLimit.ts) and Save is refused. Escape or Cancel closes it
 * (`onClose`), as does a saved column.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useCreateColumnMutation } from './boardApi';
import { useBoardContext } from './boardContext';
import { apiErrorOf } from '../../api/baseQuery';
import { useNameLimit } from './nameLimit';

export function AddColumnForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const { arg } = useBoardContext();
  const [name, setName] = useState('');
  const [createColumn, { isLoading }] = useCreateColumnMutation();
  const limit = useNameLimit(name);
  const hintId = useId();

  const save = async () => {
    if (!name.trim() || limit.tooLong) return;
    try {
      await createColumn({ board: arg, name: name.trim() }).unwrap();
      onClose();
    } catch (error) {
      enqueueSnackbar(apiErrorOf(error)?.message || t('errors.save'), { variant: 'error' });
    }
  };

  return (
    // Its box (column width) from columnStyles.ts: importing COLUMN_WIDTH from BoardColumn would make
    // the column's modules shared with this chunk and split them off the board's first script.
    <form
      className="column-add-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {/* TextField's parts without TextField, which would bring Select into the menus chunk. */}
      <FormControl className="MuiTextField-root" fullWidth size="small" variant="outlined" error={limit.tooLong}>
        <OutlinedInput
          autoFocus
          placeholder={t('column.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && onClose()}
          inputProps={{ 'aria-label': t('column.nameLabel'), 'aria-describedby': limit.hint ? hintId : undefined }}
        />
        {limit.hint && <FormHelperText id={hintId}>{limit.hint}</FormHelperText>}
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={!name.trim() || limit.tooLong || isLoading}>
          {t('save')}
        </Button>
      </Box>
    </form>
  );
}
