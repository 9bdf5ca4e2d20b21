/**
 * Executor and responsible selectors of a card tile (spec/board.md §2 "executor and responsible
 * selectors (up to 3 avatars plus a +N count)"; §6 "Executor/responsible selectors appear only
 * when the respective sticker is active on the board", shown even when empty in edit mode,
 * otherwise only when there are members; §7 POST/DELETE /editor/card/{cardId}/member/{userId}/
 * {isResponsible}; §8 'Error assigning performer' / 'Error deleting performer' / 'Error assigning
 * responsible' / 'Error deleting responsible'; §9 avatar stack max 3). A selector is a button
 * opening a menu of the company members with a check on the assigned ones; choosing toggles.
 * At rest a selector is one plain button with light avatars (styled by tileStyles.ts
 * `.tile-people`, its hint in the board's shared tooltip); the menu (CardMembersMenu.tsx, a lazy
 * chunk fetched when the board is idle or on focus of a selector) mounts while open.
 * Messaging a member (issue 16: "the card's member avatars open a dialog with that person", not in
 * the guest view): outside edit mode each avatar is a button; in edit mode the menu lists
 * "Message <name>" for the assigned members.
 */
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import type { Card } from '../../../shared/board/board.types';
import { useBoardStickerDefinitions } from '../stickers/boardStickerApi';
import { initialsOf } from '../cabinet/initials';
import { useMessagePerson } from '../chat/useMessagePerson';
import { useBoardContext, useBoardMembers } from './boardContext';
import { useSetCardMemberMutation } from './cardMembersApi';
import { lazyDialog } from '../lazyDialog';

/** The members menu (CardMembersMenu.tsx), in the board's menus chunk: fetched when the board is idle. */
const CardMembersMenu = lazyDialog(() =>
  import(/* webpackChunkName: "board-menus" */ './CardMembersMenu').then((m) => m.CardMembersMenu),
);

/** Avatars shown before the +N count (spec §9). */
export const AVATAR_STACK_MAX = 3;

type Role = 'executor' | 'responsible';
/** Fetches the members menu's chunk now (a selector got focus: it may be opened next). */
const preloadMenu = () => void CardMembersMenu.preload().catch(() => undefined);
const stop = (event: SyntheticEvent) => event.stopPropagation();

/** The stacked avatars; with `onMessage` each is a button opening a dialog with that person. */
function Avatars({ userIds, onMessage }: { userIds: number[]; onMessage?: (userId: number) => void }) {
  const { t } = useTranslation('cabinet');
  const members = useBoardMembers();
  const { canMessage } = useMessagePerson();
  const shown = userIds.slice(0, AVATAR_STACK_MAX);
  const rest = userIds.length - shown.length;
  return (
    <>
      {shown.map((id) => {
        const user = members.get(id);
        const face = user?.avatar ? (
          <img key={id} className="tile-avatar" src={user.avatar} alt="" />
        ) : (
          <span key={id} className="tile-avatar">
            {initialsOf(user?.name)}
          </span>
        );
        if (!onMessage || !canMessage(id)) return face;
        return (
          <button
            key={id}
            type="button"
            className="tile-avatar-button"
            aria-label={t('chatLaunch.messageMember', { name: user?.name ?? '' })}
            onPointerDown={stop}
            onKeyDown={stop}
            onClick={(event) => {
              event.stopPropagation();
              onMessage(id);
            }}
          >
            {face}
          </button>
        );
      })}
      {rest > 0 && <span className="tile-avatar-rest">+{rest}</span>}
    </>
  );
}

/** One role's selector: avatars (or an add icon when empty) opening the members menu in edit mode. */
function Selector({ card, role, userIds }: { card: Card; role: Role; userIds: number[] }) {
  const { t } = useTranslation(['board', 'stickerSettings', 'cabinet']);
  const { enqueueSnackbar } = useSnackbar();
  const { canMessage, message } = useMessagePerson();
  const messageable = userIds.filter((id) => canMessage(id));
  const { editable } = useBoardContext();
  const members = useBoardMembers();
  const [setMember] = useSetCardMemberMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isResponsible = role === 'responsible';
  const label = isResponsible ? t('responsible') : t('executors');
  const names = userIds.map((id) => members.get(id)?.name ?? t('unknownUser')).join(', ');
  const title = names ? `${label}: ${names}` : label;

  const toggle = (userId: number) => {
    const assigned = !userIds.includes(userId);
    const error = isResponsible
      ? assigned
        ? 'stickerSettings:members.assignResponsibleError'
        : 'stickerSettings:members.removeResponsibleError'
      : assigned
        ? 'stickerSettings:members.assignError'
        : 'stickerSettings:members.removeError';
    setMember({ card, userId, isResponsible, assigned })
      .unwrap()
      .catch(() => enqueueSnackbar(t(error), { variant: 'error' }));
  };

  if (!editable)
    return (
      <span className="tile-people" aria-label={title} data-tooltip={title}>
        <Avatars userIds={userIds} onMessage={message} />
      </span>
    );
  return (
    <>
      <button
        type="button"
        className="tile-people"
        data-empty={userIds.length ? undefined : ''}
        aria-label={title}
        data-tooltip={title}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onPointerDown={stop}
        onKeyDown={stop}
        onFocus={preloadMenu}
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      >
        <Avatars userIds={userIds} />
      </button>
      {/* The menu renders in a portal, but React events still bubble to the tile through this element. */}
      {anchor && (
        <span className="tile-contents" onPointerDown={stop} onClick={stop} onKeyDown={stop}>
          <CardMembersMenu
            anchor={anchor}
            userIds={userIds}
            messageable={messageable}
            onToggle={toggle}
            onMessage={(userId) => {
              setAnchor(null);
              message(userId);
            }}
            onClose={() => setAnchor(null)}
          />
        </span>
      )}
    </>
  );
}

/** The roles whose definition is active on the card's board (spec §6). */
export function useMemberRoles(card: Pick<Card, 'boardId'>): Role[] {
  const definitions = useBoardStickerDefinitions(card.boardId) ?? [];
  return (['executor', 'responsible'] as const).filter((role) =>
    definitions.some((d) => d.type === role && d.isActive),
  );
}

/**
 * Executors then responsible of `card` (`cardsMembers` split by `isResponsible`); none in the
 * guest view when the link's showExecutorsAndResponsible is false (spec §6).
 */
export function CardMembers({ card, roles }: { card: Card; roles: Role[] }) {
  const { editable, guest } = useBoardContext();
  const members = guest && !guest.showExecutorsAndResponsible ? [] : (card.cardsMembers ?? []);
  const ids = (role: Role) => members.filter((m) => m.isResponsible === (role === 'responsible')).map((m) => m.userId);
  const shown = roles.filter((role) => editable || ids(role).length > 0);
  if (!shown.length) return null;
  return (
    <span className="tile-members">
      {shown.map((role) => (
        <Selector key={role} card={card} role={role} userIds={ids(role)} />
      ))}
    </span>
  );
}
