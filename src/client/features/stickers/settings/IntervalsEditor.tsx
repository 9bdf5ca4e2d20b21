/**
 * configs.intervals editor (spec/board.md §3 "configs.intervals: list of {name, start, end}"): one
 * row per interval with a name and start/end date inputs, add and remove buttons. Errors shaped
 * like the list (`{0: {end: '…'}}` when start is after end).
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
import type { DefinitionDraft } from './definitionDraft';
import { errorAt } from './definitionDraft';

type Interval = DefinitionDraft['intervals'][number];

interface Props {
  intervals: Interval[];
  onChange: (next: Interval[]) => void;
  errors?: FieldErrors;
}

export function IntervalsEditor({ intervals, onChange, errors }: Props) {
  const { t } = useStickerSettingsTranslation();
  const set = (index: number, change: Partial<Interval>) =>
    onChange(intervals.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const input = (index: number, field: keyof Interval, type: 'text' | 'date') => {
    const message = errorAt(errors, index, field);
    return (
      <TextField
        size="small"
        type={type}
        label={t(`intervals.${field}`)}
        value={intervals[index][field]}
        onChange={(e) => set(index, { [field]: e.target.value })}
        error={Boolean(message)}
        helperText={message}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { 'aria-label': t(`intervals.${field}Of`, { index: index + 1 }) },
        }}
        sx={{ flex: type === 'text' ? '1 1 150px' : '0 0 150px' }}
      />
    );
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('intervals.title')}
      </Typography>
      {!intervals.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('intervals.empty')}
        </Typography>
      )}
      {intervals.map((_, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5, flexWrap: 'wrap' }}>
          {input(index, 'name', 'text')}
          {input(index, 'start', 'date')}
          {input(index, 'end', 'date')}
          <IconButton
            aria-label={t('intervals.remove', { index: index + 1 })}
            onClick={() => onChange(intervals.filter((__, i) => i !== index))}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<Add />}
        onClick={() => onChange([...intervals, { name: '', start: '', end: '' }])}
      >
        {t('intervals.add')}
      </Button>
    </Box>
  );
}
