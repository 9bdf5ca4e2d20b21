/**
 * The sub-tasks part of a card tile (spec/board.md §2 "a sub-tasks bar with a progress bar and a
 * count of done out of total children, and an expand/collapse chevron that shows a spinner while
 * sub-cards load"; §4 Sub-cards: "children load on first expand, then it only toggles. Clicks count
 * only when the gesture is a click, not a drag"; §5 progress clamped 0–100; §8 load failure logged
 * only). Rendered only for cards with children, so a plain tile carries none of it. The bar and
 * count are plain elements styled by boardStateStyles.ts (inserted by BoardView).
 */
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from '../../app/translation';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../LazyTooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { Card } from '../../../shared/board/board.types';
import { useLazyCardPageQuery } from './boardApi';
import { useBoardContext, useBoardPatch } from './boardContext';
import { progressPercent } from './boardTime';

/** Done / total sub-cards with a clamped progress bar. */
function SubTaskBar({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('board');
  const percent = progressPercent(done, total);
  return (
    <LazyTooltip title={t('subtasks.hint', { done, total, percent })}>
      <div className="board-subtasks">
        {/* MUI's determinate LinearProgress in plain elements (boardStateStyles.ts `.board-subtasks-bar`). */}
        <span
          role="progressbar"
          aria-label={t('subtasks.label')}
          aria-valuenow={Math.round(percent)}
          aria-valuemin={0}
          aria-valuemax={100}
          className="board-subtasks-bar"
          style={{ '--progress': percent } as CSSProperties}
        >
          <span />
        </span>
        <span className="board-subtasks-count">{t('subtasks.count', { done, total })}</span>
      </div>
    </LazyTooltip>
  );
}

interface Props {
  card: Card;
  expanded: boolean;
  childrenLoaded: boolean;
}

/** The progress bar and the chevron showing or hiding the card's sub-cards. */
export function SubCardsToggle({ card, expanded, childrenLoaded }: Props) {
  const { t } = useTranslation('board');
  const { arg, justDragged } = useBoardContext();
  const [loadPage, { isFetching }] = useLazyCardPageQuery();
  const patch = useBoardPatch();
  // Expanded without loaded sub-cards: the board was refetched (boardCache.ts keepViewState keeps
  // the expansion, not the possibly stale list): load the first page again.
  const needsChildren = expanded && !childrenLoaded;
  useEffect(() => {
    if (!needsChildren) return;
    loadPage({ board: arg, kind: 'children', ownerId: card.id })
      .unwrap()
      .catch((error: unknown) => console.error('sub-cards not loaded', error)); // spec §8: logged only
  }, [needsChildren, loadPage, arg, card.id]);

  const toggle = () => {
    if (justDragged()) return;
    if (!expanded && !childrenLoaded) {
      loadPage({ board: arg, kind: 'children', ownerId: card.id })
        .unwrap()
        .then(() => patch((d) => void (d.expanded[card.id] = true)))
        .catch((error: unknown) => console.error('sub-cards not loaded', error)); // spec §8: logged only
      return;
    }
    patch((d) => {
      if (d.expanded[card.id]) delete d.expanded[card.id];
      else d.expanded[card.id] = true;
    });
  };

  return (
    <>
      <SubTaskBar done={card.childDoneCount} total={card.childCount} />
      <IconButton
        size="small"
        aria-label={expanded ? t('children.hide') : t('children.show')}
        aria-expanded={expanded}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={(e) => {
          e.stopPropagation();
          toggle();
        }}
        sx={{ p: 0.25 }}
      >
        {isFetching ? (
          <CircularProgress size={16} aria-label={t('loading')} />
        ) : expanded ? (
          <ExpandLess fontSize="small" />
        ) : (
          <ExpandMore fontSize="small" />
        )}
      </IconButton>
    </>
  );
}
