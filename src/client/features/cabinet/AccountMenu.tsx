/**
 * The account menu opened by the app bar's avatar (UserMenu.tsx): Profile, Notifications
 * (spec/shell.md §3 Notification settings), Theme (light / dark / system, spec/shell.md §4 Theme),
 * Language (English / Русский), the sticker menus' hover setting (spec/board.md §4), the admin
 * panel for system admins, and Log out. Theme and language go to the preferences slice, which
 * stores them under `theme` and `lang`. A chunk of its own, loaded on first use or when the
 * screen is idle (lazyDialog.tsx).
 */
import { useTranslation } from '../../app/translation';
import { useNavigate } from 'react-router';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Check from '@mui/icons-material/Check';
import Logout from '@mui/icons-material/Logout';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import type { Language, ThemeMode } from '../../../shared/constants';
import type { User } from '../../../shared/auth/auth.schemas';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  languageChosen,
  selectLanguage,
  selectStickerMenuHover,
  selectThemeMode,
  stickerMenuHoverChosen,
  themeModeChosen,
} from '../preferences/preferencesSlice';
import { useLogoutMutation } from '../session/authApi';

const THEMES: { mode: ThemeMode; key: 'themeLight' | 'themeDark' | 'themeSystem' }[] = [
  { mode: 'light', key: 'themeLight' },
  { mode: 'dark', key: 'themeDark' },
  { mode: 'system', key: 'themeSystem' },
];
// Language names are shown in their own language, whatever the current one is.
const LANGUAGE_NAMES: { lang: Language; name: string }[] = [
  { lang: 'en', name: 'English' },
  { lang: 'ru', name: 'Русский' },
];

/** The menu, open while `anchor` is set (the avatar button); `onProfile` / `onNotifications` open their dialogs. */
export function AccountMenu({
  user,
  displayName,
  anchor,
  onClose,
  onProfile,
  onNotifications,
}: {
  user: User | null;
  displayName: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onProfile: () => void;
  onNotifications?: () => void;
}) {
  const { t } = useTranslation(['cabinet', 'stickerSettings']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const themeMode = useAppSelector(selectThemeMode);
  const language = useAppSelector(selectLanguage);
  const stickerMenuHover = useAppSelector(selectStickerMenuHover);
  const [logout] = useLogoutMutation();
  const close = onClose;

  const signOut = async () => {
    close();
    // The mutation clears the local session even when the call fails (client contract).
    await logout()
      .unwrap()
      .catch(() => undefined);
    navigate('/login', { replace: true });
  };

  const check = (on: boolean) => <ListItemIcon>{on ? <Check fontSize="small" /> : null}</ListItemIcon>;

  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ paper: { sx: { minWidth: 240 } } }}>
      <ListSubheader sx={{ lineHeight: 1.4, py: 1 }}>
        <strong>{displayName}</strong>
        <br />
        {user?.email}
      </ListSubheader>
      <MenuItem
        onClick={() => {
          close();
          onProfile();
        }}
      >
        <ListItemIcon>
          <PersonOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('profile')}</ListItemText>
      </MenuItem>
      {onNotifications && (
        <MenuItem
          onClick={() => {
            close();
            onNotifications();
          }}
        >
          <ListItemIcon>
            <NotificationsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('cabinet:notificationsMenuItem')}</ListItemText>
        </MenuItem>
      )}
      {user?.isSystemAdmin && (
        <MenuItem
          onClick={() => {
            close();
            navigate('/admin');
          }}
        >
          <ListItemIcon>
            <AdminPanelSettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('admin')}</ListItemText>
        </MenuItem>
      )}
      <Divider />
      <ListSubheader>{t('theme')}</ListSubheader>
      {THEMES.map(({ mode, key }) => (
        <MenuItem key={mode} selected={themeMode === mode} onClick={() => dispatch(themeModeChosen(mode))}>
          {check(themeMode === mode)}
          <ListItemText>{t(key)}</ListItemText>
        </MenuItem>
      ))}
      <Divider />
      <ListSubheader>{t('language')}</ListSubheader>
      {LANGUAGE_NAMES.map(({ lang, name }) => (
        <MenuItem key={lang} lang={lang} selected={language === lang} onClick={() => dispatch(languageChosen(lang))}>
          {check(language === lang)}
          <ListItemText>{name}</ListItemText>
        </MenuItem>
      ))}
      <Divider />
      {/* Mouse-action setting (spec/board.md §4 Gesture classification: menus open on hover if allowed). */}
      <MenuItem
        role="menuitemcheckbox"
        aria-checked={stickerMenuHover}
        onClick={() => dispatch(stickerMenuHoverChosen(!stickerMenuHover))}
      >
        <ListItemText>{t('stickerSettings:hoverMenus')}</ListItemText>
        <Switch
          size="small"
          edge="end"
          checked={stickerMenuHover}
          tabIndex={-1}
          slotProps={{ input: { 'aria-hidden': true } }}
        />
      </MenuItem>
      <Divider />
      <MenuItem onClick={() => void signOut()}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('logout')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
