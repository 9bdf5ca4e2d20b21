/**
 * Members of a company with their roles (issue 3 Deliver 1; DESIGN §5): GET /company/{id}/members.
 * Owner and admin change another member's role between admin and member and remove members (after
 * a confirm); the owner's row and one's own row have no controls (one leaves instead).
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import type { CompanyMember, CompanyRole } from '../../../shared/company/company.schemas';
import { useAppSelector } from '../../app/hooks';
import { initialsOf } from '../cabinet/initials';
import { selectUser } from '../session/sessionSlice';
import { useChangeMemberRoleMutation, useGetMembersQuery, useRemoveMemberMutation } from './companyApi';
import { ConfirmDialog } from './ConfirmDialog';
import { LoadError, useErrorToast } from './workspaceUi';

/** Members section; `canManage` when the viewer is owner or admin. */
export function CompanyMembers({
  companyId,
  companyName,
  canManage,
}: {
  companyId: number;
  companyName: string;
  canManage: boolean;
}) {
  const { t } = useTranslation('company');
  const { enqueueSnackbar } = useSnackbar();
  const errorToast = useErrorToast();
  const me = useAppSelector(selectUser);
  const { data: members, error, isLoading, refetch } = useGetMembersQuery(companyId);
  const [changeRole] = useChangeMemberRoleMutation();
  const [removeMember] = useRemoveMemberMutation();
  const [removing, setRemoving] = useState<CompanyMember | null>(null);

  const roleChanged = async (member: CompanyMember, role: 'admin' | 'member') => {
    if (role === member.role) return;
    try {
      await changeRole({ companyId, userId: member.userId, role }).unwrap();
      enqueueSnackbar(t('members.roleChanged', { name: member.user.name, role: t(`roles.${role}`) }), {
        variant: 'success',
      });
    } catch (e) {
      errorToast(e, t('members.saveError'));
    }
  };

  const remove = async (member: CompanyMember) => {
    try {
      await removeMember({ companyId, userId: member.userId }).unwrap();
      enqueueSnackbar(t('members.removed', { name: member.user.name }), { variant: 'success' });
    } catch (e) {
      errorToast(e, t('members.saveError'));
    }
  };

  const roleControl = (member: CompanyMember) => {
    const editable = canManage && member.role !== 'owner' && member.userId !== me?.id;
    if (!editable) return <RoleChip role={member.role} />;
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Select
          size="small"
          value={member.role}
          onChange={(e) => void roleChanged(member, e.target.value as 'admin' | 'member')}
          inputProps={{ 'aria-label': t('members.roleOf', { name: member.user.name }) }}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="admin">{t('roles.admin')}</MenuItem>
          <MenuItem value="member">{t('roles.member')}</MenuItem>
        </Select>
        <Tooltip title={t('members.remove')}>
          <IconButton
            aria-label={t('members.removeOne', { name: member.user.name })}
            onClick={() => setRemoving(member)}
          >
            <PersonRemoveOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="members-title" sx={{ p: 2 }}>
      <Typography id="members-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {members ? t('members.titleCount', { count: members.length }) : t('members.title')}
      </Typography>
      {isLoading && <Skeleton variant="rounded" height={120} />}
      {error && !members && <LoadError error={error} onRetry={() => void refetch()} />}
      {members && (
        <List dense disablePadding>
          {members.map((member) => (
            <ListItem
              key={member.userId}
              disableGutters
              sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              data-testid={`member-${member.userId}`}
            >
              <ListItemAvatar>
                <Avatar
                  src={member.user.avatar || undefined}
                  alt=""
                  sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
                >
                  {initialsOf(member.user.name || member.user.email)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={member.userId === me?.id ? t('members.you', { name: member.user.name }) : member.user.name}
                secondary={member.user.email}
                slotProps={{ secondary: { sx: { overflow: 'hidden', textOverflow: 'ellipsis' } } }}
                sx={{ minWidth: 0 }}
              />
              {roleControl(member)}
            </ListItem>
          ))}
        </List>
      )}
      {removing && (
        <ConfirmDialog
          title={t('members.removeTitle')}
          text={t('members.removeText', { name: removing.user.name, company: companyName })}
          confirmLabel={t('members.remove')}
          destructive
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Paper>
  );
}

/** The translated role as a small chip (owner highlighted). */
export function RoleChip({ role }: { role: CompanyRole }) {
  const { t } = useTranslation('company');
  return (
    <Chip
      size="small"
      label={t(`roles.${role}`)}
      color={role === 'owner' ? 'primary' : role === 'admin' ? 'secondary' : 'default'}
      variant={role === 'member' ? 'outlined' : 'filled'}
    />
  );
}
