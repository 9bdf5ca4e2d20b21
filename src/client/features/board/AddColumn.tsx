/**
 * 'Add column' at the end of the board: a name form; POST /editor/columns/{boardId}. The name is
 * never cut: near the 200-character limit a counter shows, over it the limit in words
 * (nameLimit.ts) and Save is refused.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import OutlinedInput from '@mui/material/OutlinedInput';
import Add from '@mui/icons-material/Add';
import { useCreateColumnMutation } from './boardApi';
import { useBoardContext } from './boardContext';
import { COLUMN_WIDTH } from './BoardColumn';
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
      <Button
        variant="outlined"
        startIcon={<Add />}
        onClick={() => setOpen(true)}
        sx={{ minWidth: 200, alignSelf: 'flex-start' }}
      >
        {t('column.add')}
      </Button>
    );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      sx={{ width: COLUMN_WIDTH, minWidth: COLUMN_WIDTH, alignSelf: 'flex-start' }}
    >
      {/* TextField's parts without TextField, which would bring Select into the board's first paint. */}
      <FormControl className="MuiTextField-root" fullWidth size="small" variant="outlined" error={limit.tooLong}>
        <OutlinedInput
          autoFocus
          placeholder={t('column.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          inputProps={{ 'aria-label': t('column.nameLabel'), 'aria-describedby': limit.hint ? hintId : undefined }}
        />
        {limit.hint && <FormHelperText id={hintId}>{limit.hint}</FormHelperText>}
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={!name.trim() || limit.tooLong || isLoading}>
          {t('save')}
        </Button>
      </Box>
    </Box>
  );
}
