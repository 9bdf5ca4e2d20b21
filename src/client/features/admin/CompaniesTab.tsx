/**
 * The Companies tab (issue 19 item 3): search by name, paged table (name, owner, members, storage,
 * created, status) and archive (asked first) / unarchive.
 */
import { useState } from 'react';
import { useSnackbar } from '../../app/toasts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminCompany } from '../../../shared/admin/admin.types';
import { useDateFormat } from '../../app/dateFormat';
import { ConfirmDialog } from '../company/ConfirmDialog';
import { useErrorToast } from '../company/workspaceUi';
import { ListStateRow } from './ListState';
import { useAdminCompaniesQuery, useSetCompanyArchivedMutation } from './adminApi';
import { formatBytes } from './adminFormat';
import { useAdminTranslation } from './adminTexts';
import { Pager, SearchBar, useSearchedPages } from './SearchedPages';

const COLUMNS = 7;

/** The companies table with its search and paging. */
export function CompaniesTab() {
  const { t } = useAdminTranslation();
  const { date } = useDateFormat();
  const { enqueueSnackbar } = useSnackbar();
  const errorToast = useErrorToast();
  const pages = useSearchedPages();
  const [archiving, setArchiving] = useState<AdminCompany | null>(null);
  const { data, error, isFetching, isLoading, refetch } = useAdminCompaniesQuery(pages.args);
  const [setArchived] = useSetCompanyArchivedMutation();
  const items = data?.items ?? [];

  const change = async (company: AdminCompany, archived: boolean) => {
    try {
      await setArchived({ id: company.id, archived }).unwrap();
      const key = archived ? 'companies.archivedDone' : 'companies.unarchivedDone';
      enqueueSnackbar(t(key, { name: company.name }), { variant: 'success' });
    } catch (e) {
      errorToast(e, t('actionFailed'));
    }
  };

  return (
    <Paper variant="outlined">
      <SearchBar pages={pages} placeholder={t('searchCompanies')} />
      <TableContainer>
        <Table size="small" aria-label={t('tabs.companies')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('companies.name')}</TableCell>
              <TableCell>{t('companies.owner')}</TableCell>
              <TableCell align="right">{t('companies.members')}</TableCell>
              <TableCell align="right">{t('companies.storage')}</TableCell>
              <TableCell>{t('companies.created')}</TableCell>
              <TableCell>{t('companies.status')}</TableCell>
              <TableCell align="right">{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: isFetching && !isLoading ? 0.6 : 1 }}>
            <ListStateRow
              columns={COLUMNS}
              loading={isLoading}
              error={data ? undefined : error}
              empty={Boolean(data) && items.length === 0}
              emptyText={t('companies.empty')}
              onRetry={() => void refetch()}
            />
            {items.map((company) => (
              <TableRow key={company.id} hover>
                <TableCell sx={{ fontWeight: 600 }}>{company.name}</TableCell>
                <TableCell>{company.owner?.name ?? t('none')}</TableCell>
                <TableCell align="right">{company.membersCount}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(t, company.storageBytes)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(company.createdAt, 'day')}</TableCell>
                <TableCell>
                  {company.archivedAt ? (
                    <Chip size="small" color="warning" label={t('companies.archived')} />
                  ) : (
                    <Chip size="small" variant="outlined" label={t('companies.active')} />
                  )}
                </TableCell>
                <TableCell align="right">
                  {company.archivedAt ? (
                    <Button size="small" onClick={() => void change(company, false)}>
                      {t('companies.unarchive')}
                    </Button>
                  ) : (
                    <Button size="small" color="warning" onClick={() => setArchiving(company)}>
                      {t('companies.archive')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager pages={pages} total={data?.total ?? 0} />
      {archiving && (
        <ConfirmDialog
          title={t('companies.archiveTitle', { name: archiving.name })}
          text={t('companies.archiveText')}
          confirmLabel={t('companies.archive')}
          onConfirm={() => change(archiving, true)}
          onClose={() => setArchiving(null)}
        />
      )}
    </Paper>
  );
}
