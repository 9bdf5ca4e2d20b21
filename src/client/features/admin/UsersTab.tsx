/**
 * The Users tab (issue 19 item 3): search by name or e-mail, paged table (name and e-mail,
 * companies with roles, created, last seen, status) and each user's actions (UserActions.tsx).
 */
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDateFormat } from '../../app/dateFormat';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/sessionSlice';
import { ListStateRow } from './ListState';
import { UserActions } from './UserActions';
import { useAdminUsersQuery } from './adminApi';
import { useAdminTranslation } from './adminTexts';
import { Pager, SearchBar, useSearchedPages } from './SearchedPages';

const COLUMNS = 6;

/** The users table with its search and paging. */
export function UsersTab() {
  const { t } = useAdminTranslation();
  const { date, timeAgo } = useDateFormat();
  const me = useAppSelector(selectUser);
  const pages = useSearchedPages();
  const { data, error, isFetching, isLoading, refetch } = useAdminUsersQuery(pages.args);
  const items = data?.items ?? [];

  return (
    <Paper variant="outlined">
      <SearchBar pages={pages} placeholder={t('searchUsers')} />
      <TableContainer>
        <Table size="small" aria-label={t('tabs.users')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('users.name')}</TableCell>
              <TableCell>{t('users.companies')}</TableCell>
              <TableCell>{t('users.created')}</TableCell>
              <TableCell>{t('users.lastSeen')}</TableCell>
              <TableCell>{t('users.status')}</TableCell>
              <TableCell align="right">{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: isFetching && !isLoading ? 0.6 : 1 }}>
            <ListStateRow
              columns={COLUMNS}
              loading={isLoading}
              error={data ? undefined : error}
              empty={Boolean(data) && items.length === 0}
              emptyText={t('users.empty')}
              onRetry={() => void refetch()}
            />
            {items.map((user) => (
              <TableRow key={user.id} hover data-testid={`admin-user-${user.id}`}>
                <TableCell>
                  <Typography sx={{ fontWeight: 600, fontSize: 14 }}>
                    {user.name}
                    {user.id === me?.id && (
                      <Typography component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
                        {` (${t('users.you')})`}
                      </Typography>
                    )}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', fontSize: 13 }}>{user.email}</Typography>
                </TableCell>
                <TableCell sx={{ maxWidth: 280 }}>
                  {user.companies.length === 0
                    ? t('none')
                    : user.companies.map((c) => `${c.name} (${t(`company:roles.${c.role}`, c.role)})`).join(', ')}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(user.createdAt, 'day')}</TableCell>
                <TableCell
                  sx={{ whiteSpace: 'nowrap' }}
                  title={user.lastSeenAt ? date(user.lastSeenAt, 'moment') : undefined}
                >
                  {user.lastSeenAt ? timeAgo(user.lastSeenAt) : t('never')}
                </TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                    {user.blockedAt ? (
                      <Chip size="small" color="error" label={t('users.blocked')} />
                    ) : (
                      <Chip size="small" variant="outlined" label={t('users.active')} />
                    )}
                    {user.isSystemAdmin && <Chip size="small" color="primary" label={t('users.admin')} />}
                  </Stack>
                </TableCell>
                <TableCell align="right">
                  <UserActions user={user} isMe={user.id === me?.id} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager pages={pages} total={data?.total ?? 0} />
    </Paper>
  );
}
