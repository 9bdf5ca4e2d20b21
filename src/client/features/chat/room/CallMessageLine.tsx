/**
 * A call message of a room (ChatMessage.kind ≠ 'text'; issue 17; kinds in shared/chat/call.types.ts)
 * as a centred system line with an icon and the time:
 * - `callStarted`: "Anna started a call", with Join while that call runs (`state.call.calls[roomId]`
 *   is the same call) and this tab is not in it;
 * - `callEnded`: "Call ended · 3 min" (`call.durationMs`);
 * - `callMissed`: "Missed call from Anna" (no answer), or "Boris declined the call" (`reason`
 *   'declined'; Boris is `call.userId`, named from the room's members).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CallEnd from '@mui/icons-material/CallEnd';
import PhoneCallbackOutlined from '@mui/icons-material/PhoneCallbackOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import PhoneMissedOutlined from '@mui/icons-material/PhoneMissedOutlined';
import { format } from 'date-fns';
import type { TFunction } from 'i18next';
import { dateLocaleOf } from '../../../app/dateFormat';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { startCall } from '../../call/callInvitationActions';
import { useChatRoomTranslation } from './chatRoomTexts';
import type { ShownMessage } from './messageCache';
import { useRoomActions } from './roomContext';

/** "45 s", "3 min", "1 h 5 min" of a duration in ms. */
export function callDurationText(t: TFunction, durationMs: number): string {
  const seconds = Math.max(0, Math.round(durationMs / 1000));
  if (seconds < 60) return t('message.call.seconds', { count: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('message.call.minutes', { count: minutes });
  return t('message.call.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** The line's words and icon for `message`. */
function describe(t: TFunction, message: ShownMessage, names: ReadonlyMap<number, string>) {
  const author = message.author?.name ?? t('message.call.someone');
  const info = message.call;
  switch (message.kind) {
    case 'callStarted':
      return { text: t('message.call.started', { name: author }), icon: <PhoneInTalkOutlined fontSize="small" /> };
    case 'callEnded':
      return {
        text: t('message.call.ended', { duration: callDurationText(t, info?.durationMs ?? 0) }),
        icon: <CallEnd fontSize="small" />,
      };
    default:
      if (info?.reason === 'declined') {
        const name = (info.userId !== undefined && names.get(info.userId)) || t('message.call.someone');
        return { text: t('message.call.declined', { name }), icon: <PhoneCallbackOutlined fontSize="small" /> };
      }
      return { text: t('message.call.missed', { name: author }), icon: <PhoneMissedOutlined fontSize="small" /> };
  }
}

/** The centred system line of a call message (see the file header). */
export function CallMessageLine({ message }: { message: ShownMessage }) {
  const { t, i18n } = useChatRoomTranslation();
  const dispatch = useAppDispatch();
  const { memberNames } = useRoomActions();
  const room = useAppSelector((state) => state.chatWindow.selectedRoom);
  const running = useAppSelector(
    (state) =>
      message.kind === 'callStarted' &&
      message.call !== undefined &&
      state.call.calls[message.roomId]?.id === message.call.callId &&
      state.call.active?.roomId !== message.roomId,
  );
  const { text, icon } = describe(t as TFunction, message, memberNames);
  const time = format(new Date(message.createdAt), 'p', { locale: dateLocaleOf(i18n.language) });
  const joinable = running && room?.id === message.roomId;
  return (
    <Box
      role="article"
      tabIndex={0}
      aria-label={`${text}, ${time}`}
      data-message-id={message.id}
      data-call-kind={message.kind}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        px: 1.5,
        py: 0.5,
        color: message.kind === 'callMissed' ? 'warning.main' : 'text.secondary',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Box component="span" sx={{ display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2" component="span" color="inherit">
        {text}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="time" dateTime={message.createdAt}>
        {time}
      </Typography>
      {joinable && room && (
        <Button
          size="small"
          variant="outlined"
          color="success"
          onClick={() => void dispatch(startCall({ roomId: room.id, companyId: room.companyId, roomName: room.name }))}
        >
          {t('message.call.join')}
        </Button>
      )}
    </Box>
  );
}
