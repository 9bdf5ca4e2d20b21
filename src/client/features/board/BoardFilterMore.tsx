/**
 * The filter bar's further filters (spec/board.md §3 "Filters are stored per board"), a chunk of
 * its own that BoardFilterBar mounts on first use: sticker values — the states (Trello labels
 * among them) and priorities of the board's stickers, grouped as stickerFilterOptions.ts says —
 * and the deadline: overdue, or due this week (the week of the user's language, boardFilters.ts
 * currentWeek). Changes go to `onChange` at once. Members also get "Saved query"
 * (features/queries/SavedQueryFilter.tsx, issue 19 item 1), which lists queries only when opened.
 */
import { useTranslation } from '../../app/translation';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BoardFilters } from '../../../shared/board/board.schemas';
import type { StateColor } from '../../../shared/stickers/stickerTypes';
import { useBoardStickersQuery } from '../stickers/boardStickerApi';
import { useStickerName } from '../stickers/stickerNames';
import { PRIORITY_COLORS } from '../stickers/widgets/ChoiceWidgets';
import { colorSx } from '../stickers/widgets/stickerDisplay';
import { SavedQueryFilter } from '../queries/SavedQueryFilter';
import { useBoardContext } from './boardContext';
import {
  entriesOf,
  isChosen,
  stickerFilterGroups,
  type FilterValue,
  type StickerFilterGroup,
} from './stickerFilterOptions';

interface Props {
  filters: BoardFilters;
  onChange: (next: BoardFilters) => void;
}

/** Select value of a group's value: `<group index>:<value index>`. */
const keyOf = (group: number, value: number) => `${group}:${value}`;

/** The sticker value and deadline selects (see the file comment). */
export function BoardFilterMore({ filters, onChange }: Props) {
  const { t } = useTranslation(['board', 'stickers']);
  const stickerName = useStickerName();
  const context = useBoardContext();
  const { boardId } = context.arg;
  const { data: definitions } = useBoardStickersQuery(boardId);
  const groups = stickerFilterGroups(definitions ?? []);

  const textOf = (group: StickerFilterGroup, value: FilterValue) =>
    group.type === 'priority' ? t(`stickers:priority.${value.value}`) : value.value;
  const colorOf = (group: StickerFilterGroup, value: FilterValue): StateColor | undefined =>
    group.type === 'priority' ? PRIORITY_COLORS[value.value as keyof typeof PRIORITY_COLORS] : value.color;
  const chosen = groups.flatMap((group, g) =>
    group.values.flatMap((value, v) => (isChosen(filters.stickers, group, value) ? [keyOf(g, v)] : [])),
  );
  const valueAt = (key: string) => {
    const [g, v] = key.split(':').map(Number);
    return { group: groups[g], value: groups[g].values[v] };
  };

  return (
    <>
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={t('filters.stickers')}
        value={chosen}
        onChange={(e) => {
          const keys = e.target.value as unknown as string[];
          onChange({ ...filters, stickers: entriesOf(keys.map(valueAt)) });
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (keys) =>
              (keys as string[]).map((key) => textOf(valueAt(key).group, valueAt(key).value)).join(', '),
          },
        }}
        sx={{ minWidth: 160, maxWidth: 240 }}
      >
        {groups.flatMap((group, g) => [
          <ListSubheader key={`group-${g}`} sx={{ lineHeight: 2.5 }}>
            {stickerName(group)}
          </ListSubheader>,
          ...group.values.map((value, v) => (
            <MenuItem key={keyOf(g, v)} value={keyOf(g, v)}>
              <Box component="span" sx={{ px: 1, borderRadius: 1, ...colorSx(colorOf(group, value)) }}>
                {textOf(group, value)}
              </Box>
            </MenuItem>
          )),
        ])}
        {!groups.length && (
          <MenuItem disabled value="">
            {t('filters.noStickers')}
          </MenuItem>
        )}
      </TextField>
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={t('filters.deadline')}
        value={filters.deadline ?? 'any'}
        onChange={(e) => {
          const deadline = e.target.value;
          onChange({ ...filters, deadline: deadline === 'any' ? undefined : (deadline as BoardFilters['deadline']) });
        }}
        sx={{ width: 180, flex: 'none' }}
      >
        <MenuItem value="any">{t('filters.anyDeadline')}</MenuItem>
        <MenuItem value="overdue">{t('filters.overdue')}</MenuItem>
        <MenuItem value="thisWeek">{t('filters.thisWeek')}</MenuItem>
      </TextField>
      {!context.guest && <SavedQueryFilter boardId={boardId} />}
    </>
  );
}
