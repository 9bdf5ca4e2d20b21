/**
 * The stickers of a template (spec/board.md §3 "Task template … stickers (stickerId, value)";
 * DESIGN §4 "in templates `stickers[].stickerId` is the board sticker id"): the chosen board
 * definitions, each with a simple value input (text, number, state, priority) or the note that the
 * card sets its value, a remove button, and a select adding one of the board's other attachable
 * definitions. Errors come per index: `errorOf(i)` (stickerId or value messages).
 */
import { useTemplatesTranslation } from './templatesTexts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { PRIORITY_LEVELS } from '../../../shared/stickers/stickerTypes';
import type { BoardSticker } from '../../../shared/stickers/stickerWire';
import { attachableDefinitions } from '../stickers/attachableStickers';
import { useStickerName } from '../stickers/stickerNames';
import { hasSimpleValue, type TemplateStickerDraft } from './templateDraft';

interface Props {
  stickers: TemplateStickerDraft[];
  definitions: readonly BoardSticker[];
  onChange: (stickers: TemplateStickerDraft[]) => void;
  errorOf: (index: number) => string | undefined;
}

/** The value input of one sticker by its definition's type. */
function ValueInput({
  sticker,
  definition,
  label,
  error,
  onInput,
}: {
  sticker: TemplateStickerDraft;
  definition: BoardSticker | undefined;
  label: string;
  error?: string;
  onInput: (input: string) => void;
}) {
  const { t } = useTemplatesTranslation(['stickers']);
  const type = definition?.type;
  if (!type || !hasSimpleValue(type))
    return (
      <Typography variant="body2" sx={{ color: error ? 'error.main' : 'text.secondary', flex: 1 }}>
        {error ?? t('stickerSetOnCard')}
      </Typography>
    );
  const choices =
    type === 'state'
      ? (definition.configs.states ?? []).map((s) => ({ value: s.name, label: s.name }))
      : type === 'priority'
        ? PRIORITY_LEVELS.map((level) => ({ value: level, label: t(`stickers:priority.${level}`) }))
        : null;
  return (
    <TextField
      select={Boolean(choices)}
      size="small"
      label={label}
      value={sticker.input}
      onChange={(e) => onInput(e.target.value)}
      error={Boolean(error)}
      helperText={error}
      inputMode={type === 'numberField' ? 'decimal' : undefined}
      sx={{ flex: 1 }}
    >
      {choices && [
        <MenuItem key="" value="">
          <em>{t('noValue')}</em>
        </MenuItem>,
        ...choices.map((c) => (
          <MenuItem key={c.value} value={c.value}>
            {c.label}
          </MenuItem>
        )),
      ]}
    </TextField>
  );
}

export function TemplateStickers({ stickers, definitions, onChange, errorOf }: Props) {
  const { t } = useTemplatesTranslation();
  const nameOf = useStickerName();
  const chosen = new Set(stickers.map((s) => s.stickerId));
  const addable = attachableDefinitions(definitions).filter((d) => !chosen.has(d.id));
  const set = (index: number, input: string) =>
    onChange(stickers.map((s, i) => (i === index ? { ...s, input, raw: null } : s)));

  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('stickers')}
      </Typography>
      <Stack spacing={1.5}>
        {stickers.map((sticker, index) => {
          const definition = definitions.find((d) => d.id === sticker.stickerId);
          const name = definition ? nameOf(definition) : t('deletedSticker');
          return (
            <Box key={sticker.stickerId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ width: 140, flex: 'none', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {name}
              </Typography>
              <ValueInput
                sticker={sticker}
                definition={definition}
                label={t('stickerValue', { name })}
                error={errorOf(index)}
                onInput={(input) => set(index, input)}
              />
              <IconButton
                size="small"
                aria-label={t('removeSticker', { name })}
                onClick={() => onChange(stickers.filter((_, i) => i !== index))}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
        <TextField
          select
          size="small"
          label={t('addSticker')}
          value=""
          disabled={!addable.length}
          helperText={addable.length ? undefined : t('noMoreStickers')}
          onChange={(e) => onChange([...stickers, { stickerId: Number(e.target.value), input: '', raw: null }])}
        >
          {addable.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {nameOf(d)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Box>
  );
}
