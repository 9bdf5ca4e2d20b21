/**
 * One user's actions in the admin panel (issue 19 item 3): block/unblock, make/revoke system admin,
 * mail a password-restore code, delete. Blocking, revoking admin and deleting ask first; deleting
 * asks for the user's e-mail to be typed. Results and refusals (the server's words, e.g. "the last
 * active system administrator") show as snackbars.
 */
import { useState } from 'react';
import { useSnackbar } from '../../app/toasts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import RemoveModeratorOutlined from '@mui/icons-material/RemoveModeratorOutlined';
import type { AdminUser } from '../../../shared/admin/admin.types';
import { ConfirmDialog } from '../company/ConfirmDialog';
import { useErrorToast } from '../company/workspaceUi';
import {
  useDeleteUserMutation,
  useSendRestoreCodeMutation,
  useSetSystemAdminMutation,
  useSetUserBlockedMutation,
} from './adminApi';
import { useAdminTranslation } from './adminTexts';

type Asking = 'block' | 'revoke' | 'delete' | null;

/** The ⋮ menu of one row and the dialogs it opens. */
export function UserActions({ user, isMe }: { user: AdminUser; isMe: boolean }) {
  const { t } = useAdminTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const errorToast = useErrorToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [setBlocked] = useSetUserBlockedMutation();
  const [setAdmin] = useSetSystemAdminMutation();
  const [sendCode] = useSendRestoreCodeMutation();
  const [deleteUser] = useDeleteUserMutation();
  const name = user.name;

  /** Runs a call; a snackbar says what happened either way. */
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      errorToast(error, t('actionFailed'));
    }
  };
  const pick = (what: () => void) => () => {
    setAnchor(null);
    what();
  };
  const unblock = () =>
    run(() => setBlocked({ id: user.id, blocked: false }).unwrap(), t('users.unblockedDone', { name }));
  const grant = () =>
    run(() => setAdmin({ id: user.id, isSystemAdmin: true }).unwrap(), t('users.adminDone', { name }));
  const code = () => run(() => sendCode(user.id).unwrap(), t('users.codeDone', { email: user.email }));

  return (
    <>
      <IconButton
        aria-label={`${t('actions')}: ${name}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        size="small"
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {user.blockedAt ? (
          <MenuItem onClick={pick(() => void unblock())}>
            <ListItemIcon>
              <LockOpenOutlined fontSize="small" />
            </ListItemIcon>
            {t('users.unblock')}
          </MenuItem>
        ) : (
          <MenuItem disabled={isMe} onClick={pick(() => setAsking('block'))}>
            <ListItemIcon>
              <BlockOutlined fontSize="small" />
            </ListItemIcon>
            {t('users.block')}
          </MenuItem>
        )}
        {user.isSystemAdmin ? (
          <MenuItem onClick={pick(() => setAsking('revoke'))}>
            <ListItemIcon>
              <RemoveModeratorOutlined fontSize="small" />
            </ListItemIcon>
            {t('users.revokeAdmin')}
          </MenuItem>
        ) : (
          <MenuItem onClick={pick(() => void grant())}>
            <ListItemIcon>
              <AdminPanelSettingsOutlined fontSize="small" />
            </ListItemIcon>
            {t('users.makeAdmin')}
          </MenuItem>
        )}
        <MenuItem onClick={pick(() => void code())}>
          <ListItemIcon>
            <MailOutline fontSize="small" />
          </ListItemIcon>
          {t('users.sendCode')}
        </MenuItem>
        <MenuItem disabled={isMe} onClick={pick(() => setAsking('delete'))} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          {t('users.delete')}
        </MenuItem>
      </Menu>
      {asking === 'block' && (
        <ConfirmDialog
          title={t('users.blockTitle', { name })}
          text={t('users.blockText', { name })}
          confirmLabel={t('users.block')}
          destructive
          onConfirm={() =>
            run(() => setBlocked({ id: user.id, blocked: true }).unwrap(), t('users.blockedDone', { name }))
          }
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'revoke' && (
        <ConfirmDialog
          title={t('users.revokeTitle', { name })}
          text={t('users.revokeText', { name })}
          confirmLabel={t('users.revokeAdmin')}
          destructive
          onConfirm={() =>
            run(() => setAdmin({ id: user.id, isSystemAdmin: false }).unwrap(), t('users.adminRevokedDone', { name }))
          }
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'delete' && (
        <DeleteUserDialog
          user={user}
          onConfirm={() => run(() => deleteUser(user.id).unwrap(), t('users.deletedDone', { name }))}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}

/** Deleting for good: the confirm button waits for the user's e-mail to be typed. */
function DeleteUserDialog({
  user,
  onConfirm,
  onClose,
}: {
  user: AdminUser;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useAdminTranslation();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
  const confirm = async () => {
    setBusy(true);
    await onConfirm();
    setBusy(false);
    onClose();
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-user-title" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-user-title">{t('users.deleteTitle', { name: user.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('users.deleteText')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={t('users.deleteConfirm', { email: user.email })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && matches && !busy) void confirm();
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button onClick={() => void confirm()} disabled={!matches} loading={busy} variant="contained" color="error">
          {t('users.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
