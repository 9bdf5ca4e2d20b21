/**
 * Invitation links of a company (issue 3 Deliver 1; owner/admin only — DESIGN §5): the active links
 * of GET /company/{id}/links with their uses, limit and expiry; create (InviteLinkDialog), copy the
 * join URL to the clipboard with a toast, revoke after a confirm.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddLink from '@mui/icons-material/AddLink';
import ContentCopy from '@mui/icons-material/ContentCopy';
import LinkOff from '@mui/icons-material/LinkOff';
import type { InviteLink } from '../../../shared/company/company.schemas';
import { copyToClipboard, inviteUrl } from './clipboard';
import { useGetInviteLinksQuery, useRevokeInviteLinkMutation } from './companyApi';
import { ConfirmDialog } from './ConfirmDialog';
import { InviteLinkDialog } from './InviteLinkDialog';
import { LoadError, useErrorToast } from './workspaceUi';

/** Invitation links section of the company view (render it for managers only). */
export function CompanyInviteLinks({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation('company');
  const { enqueueSnackbar } = useSnackbar();
  const errorToast = useErrorToast();
  const { data: links, error, isLoading, refetch } = useGetInviteLinksQuery(companyId);
  const [revokeLink] = useRevokeInviteLinkMutation();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<InviteLink | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const copy = async (link: InviteLink) => {
    const copied = await copyToClipboard(inviteUrl(companyId, link.token));
    if (copied) enqueueSnackbar(t('links.copied'), { variant: 'success' });
    else enqueueSnackbar(t('links.copyFailed'), { variant: 'error' });
  };

  const revoke = async (link: InviteLink) => {
    try {
      await revokeLink({ companyId, linkId: link.id }).unwrap();
      enqueueSnackbar(t('links.revoked'), { variant: 'success' });
    } catch (e) {
      errorToast(e, t('links.saveError'));
    }
  };

  const details = (link: InviteLink) =>
    [
      link.maxUses === null
        ? t('links.uses', { count: link.uses })
        : t('links.usesOf', { count: link.uses, max: link.maxUses }),
      link.expiresAt
        ? t('links.expires', { date: dateFormat.format(new Date(link.expiresAt)) })
        : t('links.neverExpires'),
    ].join(' · ');

  return (
    <Paper variant="outlined" component="section" aria-labelledby="links-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id="links-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('links.title')}
        </Typography>
        <Button startIcon={<AddLink />} onClick={() => setCreating(true)}>
          {t('links.create')}
        </Button>
      </Stack>
      {isLoading && <Skeleton variant="rounded" height={64} />}
      {error && !links && <LoadError error={error} onRetry={() => void refetch()} />}
      {links && links.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('links.empty')}</Typography>
      )}
      {links && links.length > 0 && (
        <List dense disablePadding>
          {links.map((link) => (
            <ListItem
              key={link.id}
              disableGutters
              data-testid={`link-${link.id}`}
              secondaryAction={
                <Stack direction="row">
                  <Tooltip title={t('links.copy')}>
                    <IconButton aria-label={t('links.copy')} onClick={() => void copy(link)}>
                      <ContentCopy fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('links.revoke')}>
                    <IconButton edge="end" aria-label={t('links.revoke')} onClick={() => setRevoking(link)}>
                      <LinkOff fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              }
              sx={{ pr: 11 }}
            >
              <ListItemText
                primary={inviteUrl(companyId, link.token)}
                secondary={details(link)}
                slotProps={{
                  primary: {
                    sx: { fontFamily: 'monospace', fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis' },
                    noWrap: true,
                  },
                }}
                sx={{ minWidth: 0 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {creating && (
        <InviteLinkDialog
          companyId={companyId}
          onCreated={() => enqueueSnackbar(t('links.created'), { variant: 'success' })}
          onClose={() => setCreating(false)}
        />
      )}
      {revoking && (
        <ConfirmDialog
          title={t('links.revokeTitle')}
          text={t('links.revokeText')}
          confirmLabel={t('links.revoke')}
          destructive
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
    </Paper>
  );
}
