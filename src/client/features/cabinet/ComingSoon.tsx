/**
 * Placeholder page for screens of later features (issue 2 Deliver 6: "screens of later features may
 * show a short 'coming' page"). Shows the feature's translated name and a way back to the cabinet.
 */
import { useTranslation } from '../../app/translation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import type enCommon from '../../../../i18n/en-US/common.json';

/** Key of a later feature in common.json `coming.features`. */
export type ComingFeature = keyof (typeof enCommon)['coming']['features'];

/** "{{feature}} is coming soon" page; `standalone` centres it on a full page (no cabinet bar). */
export function ComingSoon({ feature, standalone = false }: { feature: ComingFeature; standalone?: boolean }) {
  const { t } = useTranslation('common');
  const name = t(`coming.features.${feature}`);
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        px: 3,
        py: 8,
        minHeight: standalone ? '100vh' : undefined,
      }}
    >
      <ConstructionOutlined sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('coming.title', { feature: name })}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{t('coming.text')}</Typography>
      <Button component={RouterLink} to="/cabinet" variant="outlined">
        {t('toCabinet')}
      </Button>
    </Box>
  );
}
