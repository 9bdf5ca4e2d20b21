/**
 * configs.number part of the definition form (spec/board.md §5 "Precision, min and max come from
 * configuration"; DESIGN §4 precision 2 and no min/max by default; precision 0–10). Errors come
 * from the shared schema or the server at `configs.number.<field>`.
 */
import { useStickerSettingsTranslation } from './stickerSettingsTexts';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors } from '../../../../shared/envelope';
import { MAX_NUMBER_PRECISION } from '../../../../shared/stickers/stickerTypes';
import type { DefinitionDraft } from './definitionDraft';
import { errorAt } from './definitionDraft';

interface Props {
  draft: Pick<DefinitionDraft, 'precision' | 'min' | 'max'>;
  onChange: (change: Partial<DefinitionDraft>) => void;
  errors?: FieldErrors;
}

export function NumberSettings({ draft, onChange, errors }: Props) {
  const { t } = useStickerSettingsTranslation();
  const field = (name: 'precision' | 'min' | 'max') => {
    const message = errorAt(errors, name);
    return (
      <TextField
        size="small"
        label={t(`number.${name}`)}
        value={draft[name]}
        onChange={(e) => onChange({ [name]: e.target.value })}
        error={Boolean(message)}
        helperText={message}
        slotProps={{
          htmlInput:
            name === 'precision'
              ? { inputMode: 'numeric', min: 0, max: MAX_NUMBER_PRECISION }
              : { inputMode: 'decimal' },
        }}
        sx={{ flex: '1 1 100px' }}
      />
    );
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('number.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {field('precision')}
        {field('min')}
        {field('max')}
      </Box>
    </Box>
  );
}
