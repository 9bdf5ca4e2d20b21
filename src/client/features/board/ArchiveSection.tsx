/**
 * A column's archive (spec/board.md §2 "a collapsible 'Archive (count)' section with its own 'Show
 * more'"; §4 "collapsed by default; expanding loads the first batch and keeps state on the column;
 * collapsing clears loaded archive cards"). Plain elements with the classes of columnStyles.ts.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../app/translation';
import CircularProgress from '@mui/material/CircularProgress';
import { useLazyCardPageQuery } from './boardApi';
import { archiveListKey, clearList } from './boardCache';
import { useBoardContext, useBoardList, useBoardPatch, useBoardSelector } from './boardContext';
import { CardList } from './CardList';

/** Loads of an expanded archive's first page before giving up (the spinner stays; collapse and expand to try again). */
const ARCHIVE_LOAD_ATTEMPTS = 4;
/** Pause before the next load (ms). */
const ARCHIVE_RETRY_MS = 500;

/** The archive header button and, when expanded, the archive list. */
export function ArchiveSection({ columnId }: { columnId: number }) {
  const { t } = useTranslation('board');
  const { arg } = useBoardContext();
  const patch = useBoardPatch();
  const column = useBoardSelector((d) => d.columns.entities[columnId]);
  const key = archiveListKey(columnId);
  const list = useBoardList(key);
  const [loadPage] = useLazyCardPageQuery();
  const expanded = Boolean(column?.archiveExpanded);
  // Expanded without a loaded list: just opened, or the board was refetched (boardCache.ts
  // keepViewState keeps the expansion, not the possibly stale list): load the first page. A page
  // that lands while the board entry is being replaced (a reload painting the kept copy, then
  // revalidating) can find no list to merge into: then the load is tried again, a few times.
  const needsList = expanded && !list;
  const [attempt, setAttempt] = useState(0);
  const listRef = useRef(list);
  listRef.current = list;
  useEffect(() => {
    if (!needsList) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    loadPage({ board: arg, kind: 'archive', ownerId: columnId })
      .unwrap()
      .catch((error: unknown) => console.error('archive not loaded', error)) // spec §8: logged only
      .finally(() => {
        if (cancelled || listRef.current || attempt >= ARCHIVE_LOAD_ATTEMPTS - 1) return;
        retry = setTimeout(() => setAttempt((n) => n + 1), ARCHIVE_RETRY_MS);
      });
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [needsList, loadPage, arg, columnId, attempt]);
  if (!column) return null;

  const toggle = () => {
    if (expanded) {
      patch((d) => {
        const c = d.columns.entities[columnId];
        if (c) c.archiveExpanded = false;
        clearList(d, key);
      });
      return;
    }
    patch((d) => {
      const c = d.columns.entities[columnId];
      if (c) c.archiveExpanded = true;
    });
  };

  return (
    <div className="column-archive">
      <button type="button" className="column-archive-toggle" onClick={toggle} aria-expanded={expanded}>
        <span className="column-archive-label">{t('archive', { count: column.archiveCount })}</span>
      </button>
      {expanded &&
        (list ? (
          <div className="column-archive-list">
            <CardList listKey={key} kind="archive" ownerId={columnId} level={0} />
          </div>
        ) : (
          <div className="column-archive-loading">
            <CircularProgress size={20} aria-label={t('loading')} />
          </div>
        ))}
    </div>
  );
}
