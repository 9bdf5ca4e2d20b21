/**
 * A column's 'Add card' button with the 'Task Templates' menu next to it (spec/board.md §2 "Column
 * content: an 'Add card' button; a template menu titled 'Task Templates'"; §4 Create form). 'Add
 * card' opens the new-card form with the automatic stickers and auto-assigned members; choosing a
 * template opens it prefilled (cardForm/newCardDraft.ts). After a save or Cancel the form closes
 * and the next one starts afresh. In the guest view (allowCreateTasks, spec/board.md §6) there are
 * no templates and the form has no executor/responsible selectors (their definitions are left out,
 * so nothing is auto-assigned or required). At rest a plain button with the classes of
 * columnStyles.ts; the form is a lazy chunk.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import type { TaskTemplate } from '../../../shared/board/taskTemplates';
import type { BoardSticker } from '../../../shared/stickers/stickerWire';
import { useAppSelector } from '../../app/hooks';
import { TemplatesMenu } from '../cardForm/TemplatesMenu';
import { selectUser } from '../session/sessionSlice';
import { useBoardStickerDefinitions } from '../stickers/boardStickerApi';
import type { CompanyMember } from './boardApi';
import { useBoardContext, useBoardMembers } from './boardContext';
import { lazyDialog } from '../lazyDialog';

/** The new card form, loaded when a column first opens it (issue 13 item 6). */
const NewCardForm = lazyDialog(() =>
  import(/* webpackChunkName: "NewCardForm" */ '../cardForm/NewCardFormStart').then((m) => m.NewCardFormStart),
);

const NONE: readonly BoardSticker[] = [];
const NO_USERS: ReadonlyMap<number, CompanyMember['user']> = new Map();
/** The member selectors' sticker types, left out of a guest's form. */
const MEMBER_TYPES: readonly string[] = ['executor', 'responsible'];

/**
 * 'Add card' and 'Task Templates' of column `columnId`, or the open form. At rest it reads nothing
 * of the board's members or sticker definitions: their answers arriving after the board's first
 * paint would re-render every column's buttons (issue 13 item 1); the open form reads them.
 */
export function AddCardForm({ columnId }: { columnId: number }) {
  const { t } = useTranslation('cardForm');
  const { arg, guest } = useBoardContext();
  // The open form: started plainly or from a template (its first draft is made in the form's chunk).
  const [started, setStarted] = useState<{ template?: TaskTemplate } | null>(null);
  const [opened, setOpened] = useState(0);

  const open = (template?: TaskTemplate) => {
    setStarted({ template });
    setOpened((n) => n + 1);
  };

  if (started)
    return <OpenForm key={opened} columnId={columnId} template={started.template} onClose={() => setStarted(null)} />;
  return (
    <div className="column-add-card">
      <button type="button" className="column-add-card-button" onClick={() => open()}>
        {t('add')}
      </button>
      {!guest && <TemplatesMenu boardId={arg.boardId} onChoose={open} />}
    </div>
  );
}

/** The new card form of column `columnId` with the board's definitions, members and the user. */
function OpenForm(props: { columnId: number; template?: TaskTemplate; onClose: () => void }) {
  const { arg, guest } = useBoardContext();
  const members = useBoardMembers();
  const boardDefinitions = useBoardStickerDefinitions(arg.boardId) ?? NONE;
  const definitions = guest ? boardDefinitions.filter((d) => !MEMBER_TYPES.includes(d.type)) : boardDefinitions;
  const sessionUserId = useAppSelector(selectUser)?.id ?? null;
  return (
    <NewCardForm
      boardId={arg.boardId}
      columnId={props.columnId}
      template={props.template}
      userId={guest ? null : sessionUserId}
      definitions={definitions}
      users={guest ? NO_USERS : members}
      onClose={props.onClose}
    />
  );
}
