/**
 * The filter bar above the columns (spec/board.md §3 "Filters are stored per board"; filters sent
 * as JSON in `filters`, §7): text (name, description, text and number stickers), executor,
 * responsible and done state; 'More filters' mounts sticker values and the deadline
 * (BoardFilterMore.tsx, a chunk of its own kept out of the board's first paint), shown at once when
 * the stored filters use them. Text is applied 300 ms after the last keystroke so typing does not
 * reload the board on every letter. The bar, the search field and the buttons are plain elements
 * drawn as MUI's outlined input and small outlined buttons (project/shellStyles.ts `filter-bar`).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../app/translation';
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
    <div role="search" aria-label={t('filters.label')} className="filter-bar">
      {/* A plain input, not a TextField: TextField brings Select along (FilterSelectField.tsx). */}
      <label className="filter-search">
        <Search fontSize="inherit" />
        <input
          className="filter-search-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('filters.text')}
          aria-label={t('filters.text')}
          maxLength={200}
        />
      </label>
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
        <button type="button" className="shell-outlined-button" onClick={() => setMoreAsked(true)}>
          {t('filters.more')}
        </button>
      )}
      {!isEmptyFilters(filters) && (
        <button type="button" className="shell-outlined-button" onClick={() => onChange({})}>
          {t('filters.clear')}
        </button>
      )}
    </div>
  );
}
