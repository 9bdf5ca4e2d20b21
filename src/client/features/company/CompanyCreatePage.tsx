/**
 * Company creation, route /cabinet/company/create (spec/shell.md §2; issue 3 Deliver 1). One name
 * field checked with the shared `createCompanyBody` schema (field errors in words), the server's
 * error shown as well, a loading button; success opens the new company's view
 * /cabinet/company/{id} (the caller is its owner).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/translation';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import type { FieldErrors } from '../../../shared/envelope';
import { createCompanyBody } from '../../../shared/company/company.schemas';
import { clientFieldErrors, fieldMessage, shownErrorOf, type ShownError } from '../session/fieldMessages';
import { useTranslate } from '../session/formErrors';
import { useCreateCompanyMutation } from './companyApi';

/** The company creation screen. */
export function CompanyCreatePage() {
  const { t } = useTranslation(['company', 'common']);
  const translate = useTranslate();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<ShownError | null>(null);
  const [createCompany, { isLoading }] = useCreateCompanyMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name };
    const parsed = createCompanyBody.safeParse(input);
    setServerError(null);
    if (!parsed.success) {
      setClientErrors(clientFieldErrors(parsed.error.issues, input, translate));
      return;
    }
    setClientErrors({});
    try {
      const company = await createCompany(parsed.data).unwrap();
      navigate(`/cabinet/company/${company.id}`, { replace: true });
    } catch (error) {
      setServerError(shownErrorOf(error, translate('common:unknownError')));
    }
  };

  const nameError = fieldMessage('name', clientErrors, serverError?.fieldErrors);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <AddBusinessOutlined sx={{ color: 'primary.main', fontSize: 32 }} />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('create.title')}
          </Typography>
        </Stack>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('create.text')}</Typography>
        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          {serverError && !nameError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {serverError.message}
            </Alert>
          )}
          <TextField
            label={t('create.name')}
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(nameError)}
            helperText={nameError ?? t('create.nameHelp')}
            autoFocus
            fullWidth
          />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
            <Button component={RouterLink} to="/cabinet">
              {t('common:cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={isLoading}>
              {t('create.submit')}
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
}
