/**
 * The app bar's account button (issue 2 Deliver 7): avatar with initials (or the avatar image). Its
 * menu (AccountMenu.tsx: profile, notifications, theme, language, hover setting, admin, log out) is
 * a chunk of its own (lazyDialog.tsx), fetched when the screen is idle after it painted and
 * mounted from the first click on; the button says it is expanded at once. The button and avatar
 * are plain elements drawn as MUI's IconButton and Avatar (project/shellStyles.ts `shell-account`).
 */
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '../../app/translation';
import type { User } from '../../../shared/auth/auth.schemas';
import { lazyDialog } from '../lazyDialog';
import { initialsOf } from './initials';

/** The account menu's chunk: `{user, displayName, anchor, onClose, onProfile, onNotifications?}`. */
const AccountMenu = lazyDialog(() =>
  import(/* webpackChunkName: "AccountMenu" */ './AccountMenu').then((m) => m.AccountMenu),
);

/** Avatar button + account menu; `onProfile` / `onNotifications` open the profile / notifications dialogs. */
export function UserMenu({
  user,
  onProfile,
  onNotifications,
}: {
  user: User | null;
  onProfile: () => void;
  onNotifications?: () => void;
}) {
  const { t } = useTranslation('cabinet');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the menu's closing transition plays.
  const [asked, setAsked] = useState(false);
  const displayName = user?.profile?.name || user?.name || user?.email || '';
  const avatar = user?.profile?.avatar;

  return (
    <>
      <button
        type="button"
        className="shell-account"
        onClick={(e: MouseEvent<HTMLElement>) => {
          setAsked(true);
          setAnchor(e.currentTarget);
        }}
        aria-label={t('userMenu')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
      >
        <span className="shell-avatar">
          {avatar ? <img src={avatar} alt={displayName} /> : initialsOf(displayName)}
        </span>
      </button>
      {asked && (
        <AccountMenu
          user={user}
          displayName={displayName}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onProfile={onProfile}
          onNotifications={onNotifications}
        />
      )}
    </>
  );
}
