/**
 * Forbidden page, route /403 (spec/shell.md §2: "An HTTP 403 answer redirects to /403 with a
 * redirect query holding the current path"). Says the user has no access and offers a way back to
 * the `redirect` path (same-origin paths only) and to the cabinet.
 */
import { useTranslation } from '../../app/translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { safeReturnPath } from '../session/safeReturnPath';
import { StatusPage } from './StatusPage';

/** The /403 page (any access). */
export function ForbiddenPage() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get('redirect'));
  return (
    <StatusPage
      icon={<LockOutlined sx={{ fontSize: 56, color: 'warning.main' }} />}
      title={t('forbidden.title')}
      text={t('forbidden.text')}
    >
      {back && (
        <Button component={RouterLink} to={back} variant="outlined">
          {t('forbidden.back')}
        </Button>
      )}
      <Button component={RouterLink} to="/cabinet" variant="contained">
        {t('toCabinet')}
      </Button>
    </StatusPage>
  );
}
