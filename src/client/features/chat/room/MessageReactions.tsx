/**
 * A message's reactions (issue 16 item 2 "reactions"): chips of emoji and count, the reader's own
 * highlighted (aria-pressed), a click toggles the reader's reaction; `ReactionPicker` offers
 * CHAT_REACTIONS in a popover (from the row's actions).
 */
import { memo } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import { alpha } from '@mui/material/styles';
import { CHAT_REACTIONS, type ChatReactionGroup } from '../../../../shared/chat/chat.types';
import { useChatRoomTranslation } from './chatRoomTexts';

/** The reaction chips; `onToggle(emoji, active)` sets or removes the reader's reaction. */
export const ReactionsRow = memo(function ReactionsRow({
  reactions,
  myId,
  disabled,
  onToggle,
}: {
  reactions: ChatReactionGroup[];
  myId: number | null;
  disabled: boolean;
  onToggle: (emoji: string, active: boolean) => void;
}) {
  const { t } = useChatRoomTranslation();
  if (!reactions.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {reactions.map((group) => {
        const mine = myId !== null && group.userIds.includes(myId);
        return (
          <ButtonBase
            key={group.emoji}
            disabled={disabled}
            aria-pressed={mine}
            aria-label={t('message.reaction', { emoji: group.emoji, count: group.userIds.length })}
            onClick={() => onToggle(group.emoji, !mine)}
            sx={(theme) => ({
              px: 0.75,
              py: 0.25,
              borderRadius: 3,
              fontSize: '0.8rem',
              border: 1,
              borderColor: mine ? 'primary.main' : 'divider',
              bgcolor: mine ? alpha(theme.palette.primary.main, 0.16) : 'action.hover',
              color: 'text.primary',
              '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
            })}
          >
            <span aria-hidden>{group.emoji}</span>
            <Box component="span" aria-hidden sx={{ ml: 0.5, fontWeight: mine ? 600 : 400 }}>
              {group.userIds.length}
            </Box>
          </ButtonBase>
        );
      })}
    </Box>
  );
});

/** The emoji picker anchored at `anchor` (null: closed); `onPick(emoji)` then closes. */
export function ReactionPicker({
  anchor,
  onPick,
  onClose,
}: {
  anchor: HTMLElement | null;
  onPick: (emoji: string) => void;
  onClose: () => void;
}) {
  const { t } = useChatRoomTranslation();
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Box
        role="group"
        aria-label={t('message.react')}
        sx={{ display: 'flex', flexWrap: 'wrap', p: 0.5, maxWidth: 220 }}
      >
        {CHAT_REACTIONS.map((emoji) => (
          <ButtonBase
            key={emoji}
            aria-label={emoji}
            onClick={() => {
              onPick(emoji);
              onClose();
            }}
            sx={{
              fontSize: '1.25rem',
              p: 0.5,
              borderRadius: 1,
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            }}
          >
            {emoji}
          </ButtonBase>
        ))}
      </Box>
    </Popover>
  );
}
