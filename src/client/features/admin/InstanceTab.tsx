/**
 * The Instance tab (issue 19 item 3): version, database, instances and live connections (across
 * instances with Redis), uptime, the schedulers' lag, the mail settings and a test mail to oneself.
 */
import { useSnackbar } from '../../app/toasts';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import Send from '@mui/icons-material/Send';
import { useDateFormat } from '../../app/dateFormat';
import { PageSpinner } from '../cabinet/PageSpinner';
import { LoadError, useErrorToast } from '../company/workspaceUi';
import { useInstanceInfoQuery, useSendTestMailMutation } from './adminApi';
import { useAdminTranslation } from './adminTexts';

/** A label and its value, one line of a card. */
function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>{value}</Typography>
    </Stack>
  );
}

/** The instance figures, refreshed on demand. */
export function InstanceTab() {
  const { t } = useAdminTranslation();
  const { timeAgo } = useDateFormat();
  const { enqueueSnackbar } = useSnackbar();
  const errorToast = useErrorToast();
  const { data, error, isLoading, isFetching, refetch } = useInstanceInfoQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [sendTestMail, mailState] = useSendTestMailMutation();
  if (isLoading) return <PageSpinner />;
  if (!data) return <LoadError error={error} onRetry={() => void refetch()} />;

  const testMail = async () => {
    try {
      const { to } = await sendTestMail().unwrap();
      enqueueSnackbar(t('instance.testMailDone', { to }), { variant: 'success' });
    } catch (e) {
      errorToast(e, t('actionFailed'));
    }
  };
  const hours = Math.floor(data.uptimeS / 3600);
  const minutes = Math.floor((data.uptimeS % 3600) / 60);

  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button startIcon={<Refresh />} onClick={() => void refetch()} loading={isFetching}>
          {t('instance.refresh')}
        </Button>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Fact label={t('instance.version')} value={data.version} />
            <Fact label={t('instance.node')} value={data.nodeVersion} />
            <Fact label={t('instance.database')} value={t(`instance.${data.database}`)} />
            <Fact label={t('instance.instances')} value={data.instances} />
            <Fact label={t('instance.redis')} value={t(data.redis ? 'instance.redisOn' : 'instance.redisOff')} />
            <Fact label={t('instance.sockets')} value={data.liveSockets} />
            <Fact label={t('instance.uptime')} value={t('instance.uptimeValue', { hours, minutes })} />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('instance.mail')}
            </Typography>
            <Fact label={t('instance.mailTransport')} value={t(`instance.${data.mail.transport}`)} />
            <Fact label={t('instance.mailFrom')} value={data.mail.from} />
            <Button
              sx={{ mt: 2 }}
              variant="outlined"
              startIcon={<Send />}
              loading={mailState.isLoading}
              onClick={() => void testMail()}
            >
              {t('instance.testMail')}
            </Button>
          </Paper>
        </Grid>
      </Grid>
      <Paper variant="outlined">
        <Typography variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
          {t('instance.schedulers')}
        </Typography>
        <Table size="small" aria-label={t('instance.schedulers')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('instance.scheduler')}</TableCell>
              <TableCell align="right">{t('instance.lag')}</TableCell>
              <TableCell align="right">{t('instance.interval')}</TableCell>
              <TableCell>{t('instance.lastPoll')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.schedulers.map((s) => (
              <TableRow key={s.name}>
                <TableCell>{s.name}</TableCell>
                <TableCell align="right">
                  {s.lagMs === null ? t('none') : t('instance.lagValue', { ms: s.lagMs })}
                </TableCell>
                <TableCell align="right">{t('instance.lagValue', { ms: s.intervalMs })}</TableCell>
                <TableCell>{s.lastPollAt ? timeAgo(s.lastPollAt) : t('instance.notYet')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
