/**
 * configs.states editor (spec/board.md §3 "configs.states: list of {name, color}", the ten state
 * colours): one row per state with a name input and a colour chooser (radio group of the ten
 * STATE_COLORS), add and remove buttons. Errors shaped like the list (`{0: {name: '…'}}`).
 */
import { useStickerSettingsTranslation } from './stickerSettingsTexts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { FieldErrors } from '../../../../shared/envelope';
import { STATE_COLORS, type StateColor } from '../../../../shared/stickers/stickerTypes';
import type { DefinitionDraft } from './definitionDraft';
import { errorAt } from './definitionDraft';
import { ColorChooser } from './ColorChooser';

interface Props {
  states: DefinitionDraft['states'];
  onChange: (next: DefinitionDraft['states']) => void;
  errors?: FieldErrors;
}

export function StatesEditor({ states, onChange, errors }: Props) {
  const { t } = useStickerSettingsTranslation();
  const set = (index: number, change: Partial<{ name: string; color: StateColor }>) =>
    onChange(states.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const listError = typeof errors === 'string' ? errors : undefined;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('states.title')}
      </Typography>
      {!states.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('states.empty')}
        </Typography>
      )}
      {states.map((state, index) => {
        const n = index + 1;
        return (
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5, flexWrap: 'wrap' }}>
            <TextField
              size="small"
              label={t('states.name')}
              value={state.name}
              onChange={(e) => set(index, { name: e.target.value })}
              error={Boolean(errorAt(errors, index, 'name'))}
              helperText={errorAt(errors, index, 'name')}
              slotProps={{ htmlInput: { 'aria-label': t('states.nameOf', { index: n }) } }}
              sx={{ flex: '1 1 160px' }}
            />
            <ColorChooser
              label={t('states.colorOf', { index: n })}
              value={state.color}
              onChange={(color) => set(index, { color })}
              error={errorAt(errors, index, 'color')}
            />
            <IconButton
              aria-label={t('states.remove', { index: n })}
              onClick={() => onChange(states.filter((_, i) => i !== index))}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      {listError && (
        <Typography role="alert" variant="caption" sx={{ color: 'error.main', display: 'block' }}>
          {listError}
        </Typography>
      )}
      <Button
        size="small"
        startIcon={<Add />}
        onClick={() => onChange([...states, { name: '', color: STATE_COLORS[states.length % STATE_COLORS.length] }])}
      >
        {t('states.add')}
      </Button>
    </Box>
  );
}
