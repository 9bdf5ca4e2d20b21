/**
 * One sticker condition of the query builder (issue 19 item 1): the condition (state is, deadline
 * before, overdue, priority is, number in range, text contains, time tracking over plan, timer
 * running), the sticker's name where the type is named (any when empty), and the value editor of
 * that condition. Changes go to `onChange` whole; `onRemove` drops the row.
 */
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Close from '@mui/icons-material/Close';
import { STICKER_OPS, type StickerCondition, type StickerOp } from '../../../shared/queries/query.schemas';
import type { QueryOptions } from '../../../shared/queries/query.types';
import { PRIORITY_LEVELS } from '../../../shared/stickers/stickerTypes';
import { useQueriesTranslation } from './queriesTexts';

const NAMED_OPS: Partial<Record<StickerOp, string>> = {
  stateIs: 'state',
  numberInRange: 'numberField',
  textContains: 'textField',
};

/** A fresh condition of `op` with empty values. */
export function newCondition(op: StickerOp): StickerCondition {
  switch (op) {
    case 'stateIs':
      return { op, state: '' };
    case 'deadlineBefore':
      return { op, before: new Date().toISOString().slice(0, 10) };
    case 'priorityIs':
      return { op, priority: 'high' };
    case 'numberInRange':
      return { op };
    case 'textContains':
      return { op, text: '' };
    default:
      return { op } as StickerCondition;
  }
}

const numberOrUndefined = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text);

export function StickerConditionRow({
  condition,
  options,
  onChange,
  onRemove,
}: {
  condition: StickerCondition;
  options: QueryOptions | undefined;
  onChange: (next: StickerCondition) => void;
  onRemove: () => void;
}) {
  const { t } = useQueriesTranslation();
  const namedType = NAMED_OPS[condition.op];
  const names = (options?.stickers ?? []).filter((s) => s.type === namedType && s.name).map((s) => s.name as string);
  const field = { size: 'small' as const, margin: 'none' as const, fullWidth: false };
  const set = (patch: object) => onChange({ ...condition, ...patch } as StickerCondition);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        {...field}
        select
        label={t('addSticker')}
        value={condition.op}
        onChange={(e) => onChange(newCondition(e.target.value as StickerOp))}
        sx={{ width: 220 }}
      >
        {STICKER_OPS.map((op) => (
          <MenuItem key={op} value={op}>
            {t(`ops.${op}`)}
          </MenuItem>
        ))}
      </TextField>
      {namedType && (
        <TextField
          {...field}
          select
          label={t('stickerName')}
          value={'name' in condition && condition.name ? condition.name : ''}
          onChange={(e) => set({ name: e.target.value || undefined })}
          sx={{ width: 200 }}
        >
          <MenuItem value="">{t('any')}</MenuItem>
          {names.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {condition.op === 'stateIs' && (
        <TextField
          {...field}
          label={t('value')}
          value={condition.state}
          onChange={(e) => set({ state: e.target.value })}
        />
      )}
      {condition.op === 'textContains' && (
        <TextField
          {...field}
          label={t('value')}
          value={condition.text}
          onChange={(e) => set({ text: e.target.value })}
        />
      )}
      {condition.op === 'deadlineBefore' && (
        <TextField
          {...field}
          type="date"
          label={t('value')}
          value={condition.before.slice(0, 10)}
          onChange={(e) => set({ before: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      {condition.op === 'priorityIs' && (
        <TextField
          {...field}
          select
          label={t('value')}
          value={condition.priority}
          onChange={(e) => set({ priority: e.target.value })}
          sx={{ width: 150 }}
        >
          {PRIORITY_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {t(`stickers:priority.${level}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {condition.op === 'numberInRange' && (
        <>
          <TextField
            {...field}
            type="number"
            label={t('min')}
            value={condition.min ?? ''}
            onChange={(e) => set({ min: numberOrUndefined(e.target.value) })}
            sx={{ width: 110 }}
          />
          <TextField
            {...field}
            type="number"
            label={t('max')}
            value={condition.max ?? ''}
            onChange={(e) => set({ max: numberOrUndefined(e.target.value) })}
            sx={{ width: 110 }}
          />
        </>
      )}
      <IconButton size="small" aria-label={t('removeFilter')} onClick={onRemove}>
        <Close fontSize="small" />
      </IconButton>
    </Stack>
  );
}
