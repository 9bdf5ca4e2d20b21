/**
 * The admin panel (spec/shell.md §2 /admin, §6 system admin; issue 19 item 3), a lazy chunk behind
 * <AdminGuard>: tabs Users / Companies / Instance / Audit log, the open tab kept in `?tab=` so a
 * reload or a shared link opens it again. Every call it makes is answered 403 for anyone but a
 * system admin (the server checks each one).
 */
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { AuditTab } from './AuditTab';
import { CompaniesTab } from './CompaniesTab';
import { InstanceTab } from './InstanceTab';
import { UsersTab } from './UsersTab';
import { useAdminTranslation } from './adminTexts';

const TABS = ['users', 'companies', 'instance', 'audit'] as const;
type AdminTab = (typeof TABS)[number];

/** The /admin page. */
export function AdminPage() {
  const { t } = useAdminTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as AdminTab | null;
  const tab: AdminTab = asked && TABS.includes(asked) ? asked : 'users';
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, next: AdminTab) => setParams(next === 'users' ? {} : { tab: next }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`tabs.${key}`)}
            id={`admin-tab-${key}`}
            aria-controls={`admin-panel-${key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'users' && <UsersTab />}
        {tab === 'companies' && <CompaniesTab />}
        {tab === 'instance' && <InstanceTab />}
        {tab === 'audit' && <AuditTab />}
      </Box>
    </Box>
  );
}
