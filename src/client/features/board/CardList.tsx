/**
 * One list of cards (spec/board.md §2 "the card list with drag and drop; a 'Show more N' button"):
 * a column's top-level cards, its archive, or a card's sub-cards. It is a sortable container (cards
 * reorder inside it, and a drop on its empty part puts the card at the bottom) and loads the next
 * keyset page of 20 on 'Show more N', N being the cards not loaded yet. A column's or archive's list
 * longer than VIRTUAL_LIST_MIN_CARDS mounts only the tiles near the viewport (VirtualCardItems);
 * 'Show more N' stays after them. Its chrome is plain elements with the classes of columnStyles.ts.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import CircularProgress from '@mui/material/CircularProgress';
import type { PageKind } from './boardApi';
import { useLazyCardPageQuery } from './boardApi';
import { useBoardContext, useBoardList, useBoardSelector } from './boardContext';
import { CardTile, cardDndId } from './CardTile';
import { chunkLoader, useChunkModule } from '../../app/screenChunk';
import { whenIdle } from '../lazyDialog';

/**
 * The windowed list (VirtualCardItems, @tanstack/react-virtual: ~10 KB gzip) is a chunk of its
 * own, off the board's first paint (issue 13 item 6): fetched when the browser is idle after the
 * board painted, so it is there when a list first passes VIRTUAL_LIST_MIN_CARDS ('Show more').
 */
const loadVirtualCardItems = chunkLoader(() => import(/* webpackChunkName: "VirtualCardItems" */ './VirtualCardItems'));
let virtualPrefetched = false;

/** Starts fetching the windowed list's chunk once the board painted and the browser is idle. */
function prefetchVirtualCardItems() {
  if (virtualPrefetched) return;
  virtualPrefetched = true;
  whenIdle(() => loadVirtualCardItems());
}

/**
 * Cards a list paints in the first render (about a window's height); the rest follow from the idle
 * queue after the board painted and the user left it a quiet second, or at once when anything on
 * the page scrolls or takes the focus, each list in its own interruptible render and commit
 * (useRevealedWhenIdle). A board of 10 full columns then shows its first cards at once instead of
 * after rendering all 200 tiles, and the user's first hover and click are not queued behind ten
 * lists' renders, layouts and paints (issue 13 "usable").
 */
export const FIRST_PAINT_CARDS = 6;

/**
 * Loaded cards above which a column's or archive's list is windowed. Shorter lists (a first page
 * of 20, a few 'Show more') and sub-card lists render every tile, which keeps them simple.
 */
export const VIRTUAL_LIST_MIN_CARDS = 60;

/**
 * False until the list's turn in the idle queue (lazyDialog.tsx `whenIdle`, ahead of the
 * prefetches: after the board painted and a quiet second) or the first scroll or focus change
 * anywhere on the page (a user heading for the hidden cards), then true in a transition; true from
 * the start when `nothingHidden`. Each list reveals in its own idle callback, so the lists'
 * remaining tiles render and commit one list at a time.
 */
function useRevealedWhenIdle(nothingHidden: boolean): boolean {
  const [revealed, setRevealed] = useState(nothingHidden);
  // A list that once showed everything keeps doing so ('Show more', a live add).
  if (nothingHidden && !revealed) setRevealed(true);
  useEffect(() => {
    if (revealed || nothingHidden) return;
    let live = true;
    const reveal = () => {
      if (!live) return;
      live = false;
      document.removeEventListener('scroll', reveal, true);
      document.removeEventListener('focusin', reveal, true);
      startTransition(() => setRevealed(true));
    };
    whenIdle(reveal, { first: true });
    document.addEventListener('scroll', reveal, { capture: true, passive: true });
    document.addEventListener('focusin', reveal, true);
    return () => {
      live = false;
      document.removeEventListener('scroll', reveal, true);
      document.removeEventListener('focusin', reveal, true);
    };
  }, [revealed, nothingHidden]);
  return revealed || nothingHidden;
}

/** Droppable id of a list container. */
export const listDndId = (key: string) => `list:${key}`;

interface Props {
  listKey: string;
  kind: PageKind;
  /** Column id (cards, archive) or parent card id (children). */
  ownerId: number;
  level: number;
  /** Cards painted in the first render (default FIRST_PAINT_CARDS); the rest follow deferred. */
  firstPaint?: number;
}

const EMPTY_IDS: number[] = [];

/** The list's cards, its 'Show more N' and its empty state. */
export function CardList({ listKey, kind, ownerId, level, firstPaint = FIRST_PAINT_CARDS }: Props) {
  const { t } = useTranslation('board');
  const { arg } = useBoardContext();
  const list = useBoardList(listKey);
  const loadedIds = list?.ids ?? EMPTY_IDS;
  const revealed = useRevealedWhenIdle(loadedIds.length <= firstPaint);
  const deferredIds = useMemo(
    () => (revealed ? loadedIds : loadedIds.slice(0, firstPaint)),
    [revealed, loadedIds, firstPaint],
  );
  useEffect(prefetchVirtualCardItems, []);
  // Windowed lists mount few tiles, so they need no deferred first paint.
  const virtual = kind !== 'children' && loadedIds.length > VIRTUAL_LIST_MIN_CARDS;
  const ids = virtual ? loadedIds : deferredIds;
  const VirtualCardItems = useChunkModule(loadVirtualCardItems, virtual)?.VirtualCardItems;
  const total = useBoardSelector((d) =>
    kind === 'cards'
      ? d.columns.entities[ownerId]?.cardsCount
      : kind === 'archive'
        ? d.columns.entities[ownerId]?.archiveCount
        : d.cards.entities[ownerId]?.childCount,
  );
  const lowestSort = useBoardSelector((d) =>
    loadedIds.length ? d.cards.entities[loadedIds[loadedIds.length - 1]]?.sort : undefined,
  );
  const [loadPage, { isFetching }] = useLazyCardPageQuery();
  const droppable = useDroppable({ id: listDndId(listKey), data: { type: 'list', listKey } });
  const remaining = Math.max(0, (total ?? 0) - loadedIds.length);
  // Every id, also of unmounted tiles: dnd-kit's indices and the drop sorts need the whole list.
  const items = useMemo(() => ids.map(cardDndId), [ids]);

  const showMore = () => {
    if (lowestSort === undefined) return;
    loadPage({ board: arg, kind, ownerId, lastSort: lowestSort, afterId: loadedIds[loadedIds.length - 1] })
      .unwrap()
      .catch((error: unknown) => console.error('card page not loaded', error)); // spec §8: logged only
  };

  return (
    <div
      ref={droppable.setNodeRef}
      className="column-list"
      data-list={listKey}
      data-kind={kind}
      data-over={droppable.isOver ? '' : undefined}
    >
      <SortableContext id={listKey} items={items} strategy={verticalListSortingStrategy}>
        {virtual && VirtualCardItems ? (
          <VirtualCardItems ids={ids} listKey={listKey} level={level} />
        ) : virtual ? (
          // While its chunk loads (rarely: it is prefetched), the first tiles show unwindowed.
          ids.slice(0, FIRST_PAINT_CARDS * 5).map((id) => <CardTile key={id} id={id} listKey={listKey} level={level} />)
        ) : (
          ids.map((id) => <CardTile key={id} id={id} listKey={listKey} level={level} />)
        )}
      </SortableContext>
      {!loadedIds.length && kind !== 'children' && (
        <p className="column-empty">{kind === 'archive' ? t('emptyArchive') : t('emptyColumn')}</p>
      )}
      {list?.hasMore && remaining > 0 && (
        <button type="button" className="column-more" onClick={showMore} disabled={isFetching}>
          {/* Mounted only while a page loads (the app's route guard has CircularProgress loaded). */}
          {isFetching && (
            <span className="column-more-icon">
              <CircularProgress size={14} />
            </span>
          )}
          {t('showMore', { count: remaining })}
        </button>
      )}
    </div>
  );
}
