/**
 * A category's unread badge (spec/shell.md §9): nothing for 0, the number 1..9, '9+' above 9
 * (`unreadBadgeText`). `mention` paints it in the warning colour (the user was mentioned). Light:
 * the launcher in the app bar uses it too.
 */
import Box from '@mui/material/Box';
import { unreadBadgeText } from '../../../shared/chat/chat.types';

export function UnreadBadge({ count, mention = false, label }: { count: number; mention?: boolean; label?: string }) {
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <Box
      component="span"
      data-testid="unread-badge"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 20,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        fontSize: 12,
        fontWeight: 700,
        lineHeight: 1,
        bgcolor: mention ? 'warning.main' : 'error.main',
        color: mention ? 'warning.contrastText' : 'error.contrastText',
      }}
    >
      {text}
    </Box>
  );
}
