/**
 * 'Add card' of a column (spec/board.md §2 New-card form, §5 "Card name required and trimmed;
 * empty blocks saving with 'Card name is required' and Save is disabled when empty. Enter saves,
 * Shift+Enter inserts a newline"; §8 'Card created successfully' / server text else 'Error creating
 * card'). A name-only form for now: stickers, executors, responsible and templates are issue 5.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import { CARD_FORM_TOAST_AUTO_HIDE_MS } from '../../../shared/constants';
import { useCreateCardMutation } from './cardApi';
import { apiErrorOf } from '../../api/baseQuery';

/** The 'Add card' button, opening the name form; after a save the form resets and closes. */
export function AddCardForm({ columnId }: { columnId: number }) {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [createCard, { isLoading }] = useCreateCardMutation();
  const empty = !name.trim();

  const close = () => {
    setOpen(false);
    setName('');
    setTouched(false);
  };
  const save = async () => {
    setTouched(true);
    if (empty || isLoading) return;
    try {
      await createCard({ columnId, name: name.trim() }).unwrap();
      enqueueSnackbar(t('cardCreated'), { variant: 'success', autoHideDuration: CARD_FORM_TOAST_AUTO_HIDE_MS });
      close();
    } catch (error) {
      enqueueSnackbar(apiErrorOf(error)?.message || t('errors.create'), {
        variant: 'error',
        autoHideDuration: CARD_FORM_TOAST_AUTO_HIDE_MS,
      });
    }
  };

  if (!open)
    return (
      <Button size="small" fullWidth startIcon={<Add />} onClick={() => setOpen(true)} sx={{ mb: 1 }}>
        {t('card.add')}
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
      sx={{ mb: 1 }}
    >
      <TextField
        autoFocus
        multiline
        minRows={2}
        margin="dense"
        size="small"
        placeholder={t('card.namePlaceholder')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        onBlur={() => setTouched(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void save();
          } else if (e.key === 'Escape') close();
        }}
        error={touched && empty}
        helperText={touched && empty ? t('card.nameRequired') : undefined}
        slotProps={{
          htmlInput: { 'aria-label': t('card.nameLabel'), maxLength: 200 },
          input: { sx: { '& textarea': { minHeight: 50, maxHeight: 150, overflow: 'auto !important' } } },
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={close}>
          {t('cancel')}
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={empty || isLoading}>
          {t('save')}
        </Button>
      </Box>
    </Box>
  );
}
