/**
 * The chat button of the app bar (issue 16 item 2; spec/shell.md §2 "Chat panel: can be open or
 * closed"): a chat icon with the total unread badge ('' for 0, '9+' above 9), toggling the panel.
 * The panel is a lazy chunk ("ChatPanel") mounted only while open; the launcher itself stays tiny
 * (no zod, no panel code) since every signed-in page shows it. It also picks the chat's company
 * (useChatCompany), which loads the counters even while the panel is closed.
 */
import { Suspense, lazy } from 'react';
import Button from '@mui/material/Button';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useTranslation } from '../../app/translation';
import { chatToggled, selectChatOpen, selectUnreadCounts } from './chatWindowSlice';
import { UnreadBadge } from './UnreadBadge';
import { useChatCompany } from './useChatCompany';

const ChatPanel = lazy(() =>
  import(/* webpackChunkName: "ChatPanel" */ './ChatPanel').then((m) => ({ default: m.ChatPanel })),
);

export function ChatLauncher() {
  const { t } = useTranslation('cabinet');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectChatOpen);
  const { total } = useAppSelector(selectUnreadCounts);
  useChatCompany();
  const label = total > 0 ? t('chatLaunch.labelUnread', { count: total }) : t('chatLaunch.label');
  return (
    <>
      <Button
        color="inherit"
        startIcon={<ForumOutlined />}
        aria-label={label}
        aria-pressed={open}
        onClick={() => dispatch(chatToggled())}
        sx={{ gap: 0.5 }}
      >
        <span>{t('chatLaunch.chat')}</span>
        <UnreadBadge count={total} />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      )}
    </>
  );
}
