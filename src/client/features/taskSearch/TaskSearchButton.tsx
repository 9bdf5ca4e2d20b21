/**
 * The board toolbar's task search (spec/board.md §2 "a task search dialog by task number"): a
 * button, and the '#' key anywhere outside a text input, open TaskSearchDialog. A found card of
 * this board opens in the board's card modal; a card of another board opens as the page
 * /card/{cardId}. `companyId` is the board's company (undefined while the board info loads).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useNavigate } from 'react-router';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../LazyTooltip';
import ManageSearch from '@mui/icons-material/ManageSearch';
import { useBoardContext } from '../board/boardContext';
import { lazyDialog } from '../lazyDialog';

/** Loaded on first use (issue 13 item 6). */
const TaskSearchDialog = lazyDialog(() =>
  import(/* webpackChunkName: "TaskSearchDialog" */ './TaskSearchDialog').then((m) => m.TaskSearchDialog),
);

/** The key opening the dialog (a task number is written `#12`). */
export const TASK_SEARCH_KEY = '#';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function TaskSearchButton({ companyId }: { companyId: number | undefined }) {
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  const { arg, openCard } = useBoardContext();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (companyId === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== TASK_SEARCH_KEY || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [companyId]);

  return (
    <>
      <LazyTooltip title={t('taskSearch.shortcut')}>
        <span>
          <IconButton
            size="small"
            aria-label={t('taskSearch.open')}
            aria-keyshortcuts={TASK_SEARCH_KEY}
            disabled={companyId === undefined}
            onClick={() => setOpen(true)}
          >
            <ManageSearch fontSize="small" />
          </IconButton>
        </span>
      </LazyTooltip>
      {open && companyId !== undefined && (
        <TaskSearchDialog
          companyId={companyId}
          onClose={() => setOpen(false)}
          onFound={(card) => {
            setOpen(false);
            if (card.boardId === arg.boardId) openCard(card.id);
            else void navigate(`/card/${card.id}`);
          }}
        />
      )}
    </>
  );
}
