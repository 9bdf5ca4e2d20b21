/**
 * The page of an invalid or revoked guest link (issue 6 item 5; 404 GUEST_LINK_INVALID from
 * GET /board/shared/{token} or any later guest call): 'This link is invalid or was revoked' with a
 * link to sign in. Standalone: no session, no redirect, so never a sign-in loop.
 */
import { useShareTranslation } from './shareTexts';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import LinkOff from '@mui/icons-material/LinkOff';
import { StatusPage } from '../cabinet/StatusPage';

export function InvalidLinkPage() {
  const { t } = useShareTranslation();
  return (
    <StatusPage
      icon={<LinkOff sx={{ fontSize: 56, color: 'text.secondary' }} />}
      title={t('guest.invalidTitle')}
      text={t('guest.invalidText')}
    >
      <Button component={RouterLink} to="/login" variant="contained">
        {t('guest.signIn')}
      </Button>
    </StatusPage>
  );
}
