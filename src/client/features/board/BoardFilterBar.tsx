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
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Search from '@mui/icons-material/Search';
import type { BoardFilters } from '../../../shared/board/board.schemas';
import type { CompanyMember } from './boardApi';
import { isEmptyFilters } from './boardFilters';
import { FilterSelectField } from './FilterSelectField';
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
    <FilterSelectField<number>
      multiple
      label={t(`filters.${field}`)}
      value={filters[field] ?? []}
      onChange={(value) => {
        const chosen = value as number[];
        onChange({ ...filters, [field]: chosen.length ? chosen : undefined });
      }}
      options={
        members.length
          ? members.map((m) => ({ value: m.userId, label: m.user.name }))
          : [{ value: -1, label: t('filters.noMembers'), disabled: true }]
      }
      sx={{ minWidth: 160, maxWidth: 220 }}
    />
  );

  return (
    <Box
      role="search"
      aria-label={t('filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 2, py: 1.5 }}
    >
      {/* An outlined input, not a TextField: TextField brings Select along (FilterSelectField.tsx). */}
      <OutlinedInput
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('filters.text')}
        inputProps={{ 'aria-label': t('filters.text'), maxLength: 200 }}
        startAdornment={
          <InputAdornment position="start">
            <Search fontSize="small" />
          </InputAdornment>
        }
        sx={{ width: 240 }}
      />
      {people('executor')}
      {people('responsible')}
      <FilterSelectField<NonNullable<BoardFilters['done']>>
        label={t('filters.done')}
        value={filters.done ?? 'all'}
        onChange={(value) => onChange({ ...filters, done: value as BoardFilters['done'] })}
        options={[
          { value: 'all', label: t('filters.all') },
          { value: 'undone', label: t('filters.undone') },
          { value: 'done', label: t('filters.doneOnly') },
        ]}
        sx={{ width: 160, flex: 'none' }}
      />
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
