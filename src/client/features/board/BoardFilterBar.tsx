/**
 * The filter bar above the columns (spec/board.md §3 "Filters are stored per board"; filters sent
 * as JSON in `filters`, §7): text (name, description, text and number stickers), executor,
 * responsible and done state; 'More filters' mounts sticker values and the deadline
 * (BoardFilterMore.tsx, a chunk of its own kept out of the board's first paint), shown at once when
 * the stored filters use them. Text is applied 300 ms after the last keystroke so typing does not
 * reload the board on every letter.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../app/translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import Search from '@mui/icons-material/Search';
import type { BoardFilters } from '../../../shared/board/board.schemas';
import type { CompanyMember } from './boardApi';
import { isEmptyFilters } from './boardFilters';
import { lazyDialog } from '../lazyDialog';

/** Sticker value and deadline selects, loaded on first use. */
const BoardFilterMore = lazyDialog(() =>
  import(/* webpackChunkName: "BoardFilterMore" */ './BoardFilterMore').then((m) => m.BoardFilterMore),
);

/** Delay before typed text filters the board, ms. */
export const FILTER_TEXT_DEBOUNCE_MS = 300;

interface Props {
  filters: BoardFilters;
  onChange: (next: BoardFilters) => void;
  members: CompanyMember[];
}

/** The bar (`filters` as stored, `onChange` stores the next ones; `members` for the people selects). */
/** The bar's buttons sit on the board's background (any colour or image): on paper, like the fields. */
const ON_BOARD_BUTTON = {
  bgcolor: 'background.paper',
  '&:hover': { bgcolor: 'background.paper' },
  height: 40,
} as const;

export function BoardFilterBar({ filters, onChange, members }: Props) {
  const { t } = useTranslation('board');
  const [moreAsked, setMoreAsked] = useState(false);
  const more = moreAsked || Boolean(filters.stickers?.length || filters.deadline);
  const [text, setText] = useState(filters.text ?? '');
  useEffect(() => setText(filters.text ?? ''), [filters.text]);
  useEffect(() => {
    if (text === (filters.text ?? '')) return;
    const timer = setTimeout(() => onChange({ ...filters, text: text || undefined }), FILTER_TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps

  const people = (field: 'executor' | 'responsible') => (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={t(`filters.${field}`)}
      value={filters[field] ?? []}
      onChange={(e) => {
        const value = e.target.value as unknown as number[];
        onChange({ ...filters, [field]: value.length ? value : undefined });
      }}
      slotProps={{ select: { multiple: true } }}
      sx={{ minWidth: 160, maxWidth: 220 }}
    >
      {members.map((m) => (
        <MenuItem key={m.userId} value={m.userId}>
          {m.user.name}
        </MenuItem>
      ))}
      {!members.length && (
        <MenuItem disabled value={-1}>
          {t('filters.noMembers')}
        </MenuItem>
      )}
    </TextField>
  );

  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 2, py: 1.5 }}
    >
      <TextField
        size="small"
        margin="none"
        fullWidth={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('filters.text')}
        slotProps={{
          htmlInput: { 'aria-label': t('filters.text'), maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ width: 240 }}
      />
      {people('executor')}
      {people('responsible')}
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={t('filters.done')}
        value={filters.done ?? 'all'}
        onChange={(e) => onChange({ ...filters, done: e.target.value as BoardFilters['done'] })}
        sx={{ width: 160, flex: 'none' }}
      >
        <MenuItem value="all">{t('filters.all')}</MenuItem>
        <MenuItem value="undone">{t('filters.undone')}</MenuItem>
        <MenuItem value="done">{t('filters.doneOnly')}</MenuItem>
      </TextField>
      {more ? (
        <BoardFilterMore filters={filters} onChange={onChange} />
      ) : (
        <Button size="small" variant="outlined" sx={ON_BOARD_BUTTON} onClick={() => setMoreAsked(true)}>
          {t('filters.more')}
        </Button>
      )}
      {!isEmptyFilters(filters) && (
        <Button size="small" variant="outlined" sx={ON_BOARD_BUTTON} onClick={() => onChange({})}>
          {t('filters.clear')}
        </Button>
      )}
    </Box>
  );
}
