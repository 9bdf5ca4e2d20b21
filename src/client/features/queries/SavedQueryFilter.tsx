/**
 * "Saved query" in the board's further filters (issue 19 item 1 "use a saved query as a board
 * filter"; BoardFilterMore.tsx mounts it): a select whose list of the company's saved queries is
 * loaded only when it opens; choosing one fetches the query's matching card ids on this board
 * (GET /queries/{id}/board/{boardId}/card-ids) and hides every other card tile with one style
 * rule over the tiles' `data-card-id` — no board code changes, so the board's bundle stays as it
 * is. The choice lasts while the board is open; guests never see it.
 */
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useBoardInfoQuery } from '../board/boardApi';
import { useLazySavedQueriesQuery, useQueryCardIdsQuery } from './queriesApi';
import { useQueriesTranslation } from './queriesTexts';

/** The style rule that leaves only `ids` among the card tiles on the page. */
export function onlyCardsRule(ids: readonly number[]): string {
  const kept = ids.map((id) => `[data-card-id="${id}"]`).join(',');
  return kept ? `[data-card-id]:not(${kept}){display:none!important}` : '[data-card-id]{display:none!important}';
}

export function SavedQueryFilter({ boardId }: { boardId: number }) {
  const { t } = useQueriesTranslation();
  const companyId = useBoardInfoQuery(boardId).data?.companyId;
  const [load, list] = useLazySavedQueriesQuery();
  const [queryId, setQueryId] = useState<number | null>(null);
  const ids = useQueryCardIdsQuery({ queryId: queryId ?? 0, boardId }, { skip: queryId === null });
  const queries = list.data ?? [];
  return (
    <>
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={t('boardFilter')}
        value={queryId ?? ''}
        onChange={(e) => setQueryId(e.target.value === '' ? null : Number(e.target.value))}
        slotProps={{
          select: {
            onOpen: () => {
              if (companyId !== undefined) void load(companyId, true);
            },
            renderValue: (v) =>
              v === '' ? t('boardFilterNone') : (queries.find((q) => q.id === v)?.name ?? `#${String(v)}`),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        sx={{ minWidth: 180, maxWidth: 240 }}
      >
        <MenuItem value="">{t('boardFilterNone')}</MenuItem>
        {list.isFetching && !queries.length && (
          <MenuItem disabled value={-1}>
            {t('boardFilterLoading')}
          </MenuItem>
        )}
        {!list.isFetching && list.isSuccess && !queries.length && (
          <MenuItem disabled value={-2}>
            {t('boardFilterEmpty')}
          </MenuItem>
        )}
        {queries.map((q) => (
          <MenuItem key={q.id} value={q.id}>
            {q.name}
          </MenuItem>
        ))}
      </TextField>
      {queryId !== null && ids.data && <style data-testid="saved-query-filter">{onlyCardsRule(ids.data)}</style>}
    </>
  );
}
