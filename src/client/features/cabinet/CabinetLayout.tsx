/**
 * Layout of every signed-in screen (spec/shell.md §2 "/cabinet … with the child screens"): the
 * app bar with the product name "Teamspace", the calendar and chat buttons (ChatLauncher: unread
 * badge, the lazy chat panel; issue 16) and the account menu, the profile and notifications
 * dialogs, the calendar popups (spec §4 Calendar popups), the incoming-call prompt (CallInviteHost;
 * issue 17), the call window while in a call (CallHost), and the child route in an <Outlet/>. The user's custom background (profile.customBackground) is painted
 * behind the content when enabled.
 */
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../app/translation';
import { Link as RouterLink, Outlet } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { useAppSelector } from '../../app/hooks';
import { CalendarPopupHost } from '../calendarPopups/CalendarPopupHost';
import { CallHost } from '../call/CallHost';
import { ChatLauncher } from '../chat/ChatLauncher';
import { CallInviteHost } from '../call/CallInviteHost';
import { selectUser } from '../session/sessionSlice';
import { PageSpinner } from './PageSpinner';
import { UserMenu } from './UserMenu';

const ProfileDialog = lazy(() =>
  import(/* webpackChunkName: "ProfileDialog" */ '../session/ProfileDialog').then((m) => ({
    default: m.ProfileDialog,
  })),
);

const NotificationsDialog = lazy(() =>
  import(/* webpackChunkName: "NotificationsDialog" */ '../notifications/NotificationsDialog').then((m) => ({
    default: m.NotificationsDialog,
  })),
);

/** Background style of the user's custom background, when enabled. */
function backgroundOf(user: ReturnType<typeof selectUser>) {
  const bg = user?.profile?.customBackground;
  if (!bg?.enabled) return {};
  return {
    backgroundColor: bg.color || undefined,
    backgroundImage: bg.image ? `url("${encodeURI(bg.image)}")` : undefined,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    backgroundAttachment: 'fixed',
  };
}

/** The signed-in shell. */
export function CabinetLayout() {
  const { t } = useTranslation(['common', 'cabinet']);
  const user = useAppSelector(selectUser);
  const [profileOpen, setProfileOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Box
            component={RouterLink}
            to="/cabinet"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              color: 'inherit',
              textDecoration: 'none',
              mr: 'auto',
            }}
          >
            <Box component="img" src="/favicon.svg" alt="" sx={{ width: 30, height: 30 }} />
            <Typography variant="h6" component="span" sx={{ fontWeight: 700, color: 'primaryText' }}>
              {t('common:productName')}
            </Typography>
          </Box>
          <Button
            component={RouterLink}
            to="/cabinet/calendar"
            startIcon={<CalendarMonthOutlined />}
            color="inherit"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('cabinet:calendar')}
          </Button>
          <ChatLauncher />
          <UserMenu
            user={user}
            onProfile={() => setProfileOpen(true)}
            onNotifications={() => setNotificationsOpen(true)}
          />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1, ...backgroundOf(user) }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      {profileOpen && (
        <Suspense fallback={null}>
          <ProfileDialog open onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
      {notificationsOpen && (
        <Suspense fallback={null}>
          <NotificationsDialog open onClose={() => setNotificationsOpen(false)} />
        </Suspense>
      )}
      <CalendarPopupHost />
      <CallInviteHost />
      <CallHost />
    </Box>
  );
}
