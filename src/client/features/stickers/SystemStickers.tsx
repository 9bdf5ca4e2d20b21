/**
 * The system stickers of a card (spec/board.md §2 "Card stickers strip: system stickers first
 * (task id, creator, discussion, history, time in column)"; §4 time in column refreshes every 1 s;
 * §8 task id copy (TaskIdSticker.tsx), creator fallback 'Неизвестный пользователь' / '??'; a card
 * created through the guest link, §6, names its creator "Guest"). The creator chip is a button
 * opening a chat dialog with the creator (§6 "message the card creator"; issue 16) — not in the
 * guest view, not for a guest-created card nor for one's own card.
 * Rendered first by StickerStrip.tsx as items of its row (a fragment, so they wrap with the card's
 * own stickers). Each is one light inline element styled by the strip (stripStyles.ts), its icon
 * drawn by CSS; the hint shows in the board's shared tooltip (`data-tooltip`, HoverTooltips.tsx).
 */
import { memo, type SyntheticEvent } from 'react';
import { useTranslation } from '../../app/translation';
import type { Card } from '../../../shared/board/board.types';
import { timeInColumnText } from '../../app/durationFormat';
import { useEverySecond } from '../board/boardTime';
import { initialsOf } from '../cabinet/initials';
import { useMessagePerson } from '../chat/useMessagePerson';
import { TaskIdSticker } from './TaskIdSticker';

/**
 * Time since the card entered its column ('5m 6s' / '5 мин 6 с'), read every second and drawn
 * again when its text changes (each second under an hour, each minute under a day, then hourly).
 */
function TimeInColumn({ movedAt }: { movedAt: string }) {
  const { t } = useTranslation('board');
  const text = useEverySecond((now) => timeInColumnText(now - Date.parse(movedAt), t));
  const hint = t('sticker.timeInColumn');
  return (
    <span className="strip-chip strip-time" data-testid="time-in-column" aria-label={hint} data-tooltip={hint}>
      {text}
    </span>
  );
}

const stop = (event: SyntheticEvent) => event.stopPropagation();

/** Task id, creator, discussion count, history count and time in column of `card`. */
export const SystemStickers = memo(function SystemStickers({ card }: { card: Card }) {
  const { t } = useTranslation(['board', 'cabinet']);
  const name = card.creator?.isGuest
    ? t('guest')
    : [card.creator?.name, card.creator?.surname].filter(Boolean).join(' ') || t('unknownUser');
  const creator = t('sticker.creator', { name });
  const discussion = t('sticker.discussion', { count: card.messageCount });
  const history = t('sticker.history', { count: card.historyCount });
  const avatar = card.creator?.avatar;
  const { canMessage, message } = useMessagePerson();
  const messageable = !card.creator?.isGuest && canMessage(card.creator?.userId);
  const face = (
    <>
      {avatar ? (
        <img className="strip-avatar" src={avatar} alt={name} />
      ) : (
        <span className="strip-avatar">
          {card.creator?.isGuest ? initialsOf(name) : initialsOf(card.creator?.name, card.creator?.surname)}
        </span>
      )}
      <span className="strip-name">{name}</span>
    </>
  );
  return (
    <>
      <TaskIdSticker counter={card.counter} />
      {messageable ? (
        <button
          type="button"
          className="strip-chip strip-creator"
          aria-label={t('cabinet:chatLaunch.messageCreator', { name })}
          data-tooltip={creator}
          onPointerDown={stop}
          onKeyDown={stop}
          onClick={(event) => {
            event.stopPropagation();
            message(card.creator.userId);
          }}
        >
          {face}
        </button>
      ) : (
        <span className="strip-chip" aria-label={creator} data-tooltip={creator}>
          {face}
        </span>
      )}
      <span className="strip-chip strip-chat" aria-label={discussion} data-tooltip={discussion}>
        {card.messageCount}
      </span>
      <span className="strip-chip strip-history" aria-label={history} data-tooltip={history}>
        {card.historyCount}
      </span>
      <TimeInColumn movedAt={card.movedAt} />
    </>
  );
});
