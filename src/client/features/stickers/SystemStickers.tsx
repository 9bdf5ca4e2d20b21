/**
 * The system stickers of a card (spec/board.md §2 "Card stickers strip: system stickers first
 * (task id, creator, discussion, history, time in column)"; §4 time in column refreshes every 1 s;
 * §8 task id copy (TaskIdSticker.tsx), creator fallback 'Неизвестный пользователь' / '??'). Rendered first by StickerStrip.tsx as
 * items of its row (a fragment, so they wrap with the card's own stickers).
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import History from '@mui/icons-material/History';
import Schedule from '@mui/icons-material/Schedule';
import type { Card } from '../../../shared/board/board.types';
import { formatDuration, useNowEverySecond } from '../board/boardTime';
import { initialsOf } from '../cabinet/initials';
import { TaskIdSticker } from './TaskIdSticker';
import { chipBaseSx } from './widgets/StickerChip';

/** The strip's neutral chip: the widgets' chip shape with a quiet colour. */
const chipSx = { ...chipBaseSx, bgcolor: 'action.hover', color: 'text.secondary' } as const;

/** Time since the card entered its column, refreshed every second. */
function TimeInColumn({ movedAt }: { movedAt: string }) {
  const { t } = useTranslation('board');
  const now = useNowEverySecond();
  return (
    <Tooltip title={t('sticker.timeInColumn')}>
      <Box component="span" sx={chipSx} data-testid="time-in-column">
        <Schedule sx={{ fontSize: 14 }} />
        {formatDuration(now - Date.parse(movedAt))}
      </Box>
    </Tooltip>
  );
}

/** Chip style shared by the strip's own buttons. */
export const stripChipSx = chipSx;

/** Task id, creator, discussion count, history count and time in column of `card`. */
export const SystemStickers = memo(function SystemStickers({ card }: { card: Card }) {
  const { t } = useTranslation('board');
  const name = [card.creator?.name, card.creator?.surname].filter(Boolean).join(' ') || t('unknownUser');
  const initials = initialsOf(card.creator?.name, card.creator?.surname);
  return (
    <>
      <TaskIdSticker counter={card.counter} sx={chipSx} />
      <Tooltip title={t('sticker.creator', { name })}>
        <Box component="span" sx={chipSx}>
          <Avatar src={card.creator?.avatar ?? undefined} alt={name} sx={{ width: 16, height: 16, fontSize: 9 }}>
            {initials}
          </Avatar>
          <Box
            component="span"
            sx={{ maxWidth: 90, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {name}
          </Box>
        </Box>
      </Tooltip>
      <Tooltip title={t('sticker.discussion', { count: card.messageCount })}>
        <Box component="span" sx={chipSx}>
          <ChatBubbleOutline sx={{ fontSize: 14 }} />
          {card.messageCount}
        </Box>
      </Tooltip>
      <Tooltip title={t('sticker.history', { count: card.historyCount })}>
        <Box component="span" sx={chipSx}>
          <History sx={{ fontSize: 14 }} />
          {card.historyCount}
        </Box>
      </Tooltip>
      <TimeInColumn movedAt={card.movedAt} />
    </>
  );
});
