/**
 * configs.automation part of the definition form (spec/board.md §3): showPrefix, showAsTimerOnLastDay
 * (deadline), afterCreate (nothing / offerValue / requireValue) and, for executor and responsible,
 * assignValue (nobody, the task author, or a company member — from GET /company/{id}/members).
 */
import { useStickerSettingsTranslation } from './stickerSettingsTexts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors } from '../../../../shared/envelope';
import type { CompanyMember } from '../../board/boardApi';
import type { AfterCreate, DefinitionDraft, DefinitionSections } from './definitionDraft';
import { errorAt } from './definitionDraft';

interface Props {
  draft: DefinitionDraft;
  sections: DefinitionSections;
  members: CompanyMember[];
  onChange: (change: Partial<DefinitionDraft>) => void;
  /** Errors of `configs.automation`. */
  errors?: FieldErrors;
}

export function AutomationSettings({ draft, sections, members, onChange, errors }: Props) {
  const { t } = useStickerSettingsTranslation();
  if (!sections.showPrefix && !sections.afterCreate && !sections.assign) return null;
  const assignError = errorAt(errors, 'assignValue', 'userId') ?? errorAt(errors, 'assignValue');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('automation.title')}
      </Typography>
      {sections.showPrefix && (
        <FormControlLabel
          control={<Switch checked={draft.showPrefix} onChange={(e) => onChange({ showPrefix: e.target.checked })} />}
          label={t('automation.showPrefix')}
        />
      )}
      {sections.showAsTimerOnLastDay && (
        <FormControlLabel
          control={
            <Switch
              checked={draft.showAsTimerOnLastDay}
              onChange={(e) => onChange({ showAsTimerOnLastDay: e.target.checked })}
            />
          }
          label={t('automation.showAsTimerOnLastDay')}
        />
      )}
      {sections.afterCreate && (
        <TextField
          select
          size="small"
          label={t('automation.afterCreate')}
          value={draft.afterCreate}
          onChange={(e) => onChange({ afterCreate: e.target.value as AfterCreate })}
          error={Boolean(errorAt(errors, 'afterCreate'))}
          helperText={errorAt(errors, 'afterCreate')}
        >
          <MenuItem value="none">{t('automation.none')}</MenuItem>
          <MenuItem value="offerValue">{t('automation.offerValue')}</MenuItem>
          <MenuItem value="requireValue">{t('automation.requireValue')}</MenuItem>
        </TextField>
      )}
      {sections.assign && (
        <TextField
          select
          size="small"
          label={t('automation.assignValue')}
          value={draft.assign}
          onChange={(e) => onChange({ assign: e.target.value })}
          error={Boolean(assignError)}
          helperText={assignError}
        >
          <MenuItem value="">{t('automation.assignNone')}</MenuItem>
          <MenuItem value="taskAuthor">{t('automation.taskAuthor')}</MenuItem>
          {members.map((m) => (
            <MenuItem key={m.userId} value={String(m.userId)}>
              {m.user.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
