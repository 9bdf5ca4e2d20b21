/**
 * The query builder (issue 19 item 1): the card filters of a definition — boards, columns, text,
 * open/done, archived, created/moved/done date ranges, executors, responsible, creator — and its
 * sticker conditions (StickerConditionRow.tsx), each an editor of its own; every change goes to
 * `onChange` as the next filters. Choices come from the company's options (boards with columns,
 * members, sticker kinds).
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import type { DateRange, QueryFilters } from '../../../shared/queries/query.schemas';
import type { QueryOptions } from '../../../shared/queries/query.types';
import { StickerConditionRow, newCondition } from './StickerConditionRow';
import { useQueriesTranslation } from './queriesTexts';

type IdField = 'boardIds' | 'columnIds' | 'executorIds' | 'responsibleIds' | 'creatorIds';
type RangeField = 'created' | 'moved' | 'done';

interface Props {
  filters: QueryFilters;
  options: QueryOptions | undefined;
  onChange: (next: QueryFilters) => void;
}

const field = { size: 'small' as const, margin: 'none' as const, fullWidth: false };

/** The filters' editors (see the file comment). */
export function QueryBuilder({ filters, options, onChange }: Props) {
  const { t } = useQueriesTranslation();
  const set = (patch: Partial<QueryFilters>) => onChange({ ...filters, ...patch });
  const boards = options?.boards ?? [];
  const chosenBoards = filters.boardIds?.length ? boards.filter((b) => filters.boardIds?.includes(b.id)) : boards;
  const columns = chosenBoards.flatMap((b) => b.columns.map((c) => ({ id: c.id, name: `${c.name} · ${b.name}` })));
  const people = (options?.members ?? []).map((m) => ({ id: m.id, name: m.name }));

  const ids = (key: IdField, label: string, choices: { id: number; name: string }[], width = 200) => (
    <TextField
      {...field}
      select
      label={label}
      value={filters[key] ?? []}
      onChange={(e) => {
        const value = e.target.value as unknown as number[];
        set({ [key]: value.length ? value : undefined });
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (v) =>
            (v as number[]).map((id) => choices.find((c) => c.id === id)?.name ?? `#${id}`).join(', '),
        },
      }}
      sx={{ width }}
    >
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
      {!choices.length && (
        <MenuItem disabled value={-1}>
          {t('any')}
        </MenuItem>
      )}
    </TextField>
  );

  const range = (key: RangeField) => {
    const value: DateRange = filters[key] ?? {};
    const change = (end: 'from' | 'to', text: string) => {
      const next = { ...value, [end]: text || undefined };
      set({ [key]: next.from || next.to ? next : undefined });
    };
    return (
      <Stack direction="row" spacing={0.5} key={key} sx={{ alignItems: 'center' }}>
        {(['from', 'to'] as const).map((end) => (
          <TextField
            {...field}
            key={end}
            type="date"
            label={`${t(`filters.${key}`)}: ${t(`filters.${end}`)}`}
            value={value[end]?.slice(0, 10) ?? ''}
            onChange={(e) => change(end, e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 170 }}
          />
        ))}
      </Stack>
    );
  };

  const stickers = filters.stickers ?? [];
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {ids(
          'boardIds',
          t('filters.boards'),
          boards.map((b) => ({ id: b.id, name: `${b.name} · ${b.projectName}` })),
        )}
        {ids('columnIds', t('filters.columns'), columns)}
        <TextField
          {...field}
          label={t('filters.text')}
          value={filters.text ?? ''}
          onChange={(e) => set({ text: e.target.value || undefined })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ width: 260 }}
        />
        <TextField
          {...field}
          select
          label={t('filters.status')}
          value={filters.status ?? 'any'}
          onChange={(e) => set({ status: e.target.value as QueryFilters['status'] })}
          sx={{ width: 190 }}
        >
          {(['any', 'open', 'done'] as const).map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field}
          select
          label={t('filters.archived')}
          value={filters.archived ?? 'exclude'}
          onChange={(e) => set({ archived: e.target.value as QueryFilters['archived'] })}
          sx={{ width: 180 }}
        >
          {(['exclude', 'include', 'only'] as const).map((s) => (
            <MenuItem key={s} value={s}>
              {t(`archived.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {ids('executorIds', t('filters.executors'), people, 180)}
        {ids('responsibleIds', t('filters.responsible'), people, 180)}
        {ids('creatorIds', t('filters.creators'), people, 180)}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        {range('created')}
        {range('moved')}
        {range('done')}
      </Stack>
      {stickers.map((condition, i) => (
        <StickerConditionRow
          key={i}
          condition={condition}
          options={options}
          onChange={(next) => set({ stickers: stickers.map((c, j) => (j === i ? next : c)) })}
          onRemove={() => set({ stickers: stickers.filter((_c, j) => j !== i) })}
        />
      ))}
      <div>
        <Button
          size="small"
          startIcon={<Add />}
          disabled={stickers.length >= 10}
          onClick={() => set({ stickers: [...stickers, newCondition('stateIs')] })}
        >
          {t('addSticker')}
        </Button>
      </div>
    </Stack>
  );
}
