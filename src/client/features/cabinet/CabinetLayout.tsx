/**
 * Layout of every signed-in screen (spec/shell.md §2 "/cabinet … with the child screens"): the
 * app bar with the product name "Teamspace", the calendar and chat buttons (ChatLauncher: unread
 * badge, the lazy chat panel; issue 16) and the account menu, the profile and notifications
 * dialogs, the calendar popups (spec §4 Calendar popups), the incoming-call prompt (CallInviteHost;
 * issue 17), the call window while in a call (CallHost), and the child route in an <Outlet/>. The user's custom background (profile.customBackground) is painted
 * behind the content when enabled. The app bar is plain elements styled by the chrome's one
 * stylesheet (project/shellStyles.ts), which this layout inserts for every signed-in screen.
 */
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../app/translation';
import { Link as RouterLink, Outlet } from 'react-router';
import GlobalStyles from '@mui/material/GlobalStyles';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { useAppSelector } from '../../app/hooks';
import { CalendarPopupHost } from '../calendarPopups/CalendarPopupHost';
import { CallHost } from '../call/CallHost';
import { ChatLauncher } from '../chat/ChatLauncher';
import { CallInviteHost } from '../call/CallInviteHost';
import { selectUser } from '../session/sessionSlice';
import { PageSpinner } from './PageSpinner';
import { UserMenu } from './UserMenu';
import { shellStyleSheet } from '../project/shellStyles';

/** The chrome's stylesheet (app bar, project header and tabs, board toolbar), inserted once. */
const shellStyles = <GlobalStyles styles={shellStyleSheet} />;

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

/** Background style of the user's custom background, when enabled (inline: each user has their own). */
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
    <div className="shell-page">
      {shellStyles}
      <header className="shell-appbar">
        <RouterLink to="/cabinet" className="shell-home">
          <img src="/favicon.svg" alt="" />
          <span className="shell-product">{t('common:productName')}</span>
        </RouterLink>
        <RouterLink to="/cabinet/calendar" className="shell-text-button shell-calendar">
          <CalendarMonthOutlined fontSize="inherit" />
          {t('cabinet:calendar')}
        </RouterLink>
        <ChatLauncher />
        <UserMenu
          user={user}
          onProfile={() => setProfileOpen(true)}
          onNotifications={() => setNotificationsOpen(true)}
        />
      </header>
      <main className="shell-main" style={backgroundOf(user)}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
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
    </div>
  );
}
