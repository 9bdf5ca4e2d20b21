/**
 * The list of members a mention may name (issue 16 item 2 "mention picker"), shown above the
 * composer while an `@word` is typed; the composer moves `active` with the arrows and picks with
 * Enter or Tab, a click picks too. A listbox with aria-activedescendant on the composer field.
 */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { initialsOf } from '../../cabinet/initials';
import { useChatRoomTranslation } from './chatRoomTexts';
import type { MentionOption } from './mentionQuery';

export const mentionOptionId = (index: number) => `chat-mention-option-${index}`;

export function MentionPicker({
  options,
  active,
  onPick,
}: {
  options: MentionOption[];
  active: number;
  onPick: (option: MentionOption) => void;
}) {
  const { t } = useChatRoomTranslation();
  return (
    <Paper
      elevation={4}
      role="listbox"
      id="chat-mention-list"
      aria-label={t('composer.mentions')}
      sx={{
        position: 'absolute',
        bottom: '100%',
        left: 8,
        mb: 0.5,
        minWidth: 220,
        maxHeight: 260,
        overflowY: 'auto',
        zIndex: 2,
      }}
    >
      {options.map((option, index) => (
        <Box
          key={option.member?.id ?? 'room'}
          id={mentionOptionId(index)}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => {
            event.preventDefault(); // keep the focus in the composer
            onPick(option);
          }}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.75,
            cursor: 'pointer',
            bgcolor: index === active ? 'action.selected' : 'transparent',
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <Avatar src={option.member?.avatar ?? undefined} sx={{ width: 24, height: 24, fontSize: '0.7rem' }}>
            {option.member ? initialsOf(option.name) : '@'}
          </Avatar>
          <Typography variant="body2">@{option.name}</Typography>
          {!option.member && (
            <Typography variant="caption" color="text.secondary">
              {t('composer.mentionRoom')}
            </Typography>
          )}
        </Box>
      ))}
    </Paper>
  );
}
