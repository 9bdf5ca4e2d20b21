/**
 * The deadline sticker's menu (spec/board.md §4 Deadline: "An existing deadline opens in view mode,
 * a new one in edit mode"): the view lists the dates, the reminder and the earlier deadlines the
 * server kept (`prevValues`), with Edit / Remove (Remove detaches the sticker: a deadline cannot
 * be emptied by PUT); edit mode is DeadlineForm. Part of the sticker forms' chunk
 * (lazyStickerForms.ts).
 */
import { useState } from 'react';
import { useTranslation } from '../../../app/translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { reminderOptionText } from '../../../app/durationFormat';
import type { StoredDeadline } from '../../../../shared/stickers/stickerWire';
import { dateText, datesText } from './deadlineDates';
import { DeadlineForm } from './DeadlineForm';
import type { StickerSave } from './useStickerSave';

/** View mode: dates, reminder, earlier deadlines; Edit and Remove. */
function DeadlineView({
  value,
  onEdit,
  onRemove,
}: {
  value: StoredDeadline;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('stickers');
  const prev = value.prevValues ?? [];
  return (
    <Box sx={{ width: 260 }}>
      {value.startDate && (
        <Typography variant="body2">
          {t('deadline.startDate')}: {dateText(value.startDate, value.showTime, i18n.language)}
        </Typography>
      )}
      <Typography variant="body2">
        {t('deadline.endDate')}: {dateText(value.endDate, value.showTime, i18n.language)}
      </Typography>
      {value.notification != null && (
        <Typography variant="body2" color="text.secondary">
          {t('deadline.notificationLabel', { label: reminderOptionText(value.notification, t) })}
        </Typography>
      )}
      {prev.length > 0 && (
        <Box sx={{ mt: 1 }} aria-label={t('deadline.previous')} role="list">
          <Typography variant="caption" color="text.secondary">
            {t('deadline.previous')}
          </Typography>
          {prev.map((p) => (
            <Typography
              key={p.changedAt}
              role="listitem"
              variant="body2"
              sx={{ textDecoration: 'line-through', color: 'text.secondary' }}
            >
              {datesText({ ...p, showTime: value.showTime }, i18n.language)}
            </Typography>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, justifyContent: 'flex-end' }}>
        <Button size="small" color="error" onClick={onRemove}>
          {t('remove')}
        </Button>
        <Button size="small" variant="contained" onClick={onEdit}>
          {t('edit')}
        </Button>
      </Box>
    </Box>
  );
}

/** The menu: view mode for an existing deadline, edit mode for a new one (or after Edit). */
export function DeadlineMenu({
  value,
  saver,
  close,
}: {
  value: StoredDeadline | null;
  saver: StickerSave;
  close: () => void;
}) {
  const [mode, setMode] = useState<'view' | 'edit'>(value ? 'view' : 'edit');
  if (mode === 'view' && value)
    return <DeadlineView value={value} onEdit={() => setMode('edit')} onRemove={() => void saver.detach()} />;
  return (
    <DeadlineForm
      value={value}
      errors={saver.errors}
      onChange={saver.clearErrors}
      onSave={(body) => void saver.save(body).then((ok) => ok && close())}
      onCancel={value ? () => setMode('view') : close}
      onDetach={value ? undefined : () => void saver.detach()}
    />
  );
}
