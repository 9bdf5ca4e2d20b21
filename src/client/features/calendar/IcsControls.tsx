/**
 * The calendar header's "Import .ics" and "Calendar feed" buttons (README "Moving a calendar
 * here"). Their dialogs, and the calls they make (icsApi.ts), load on first use: they are rare, and
 * the calendar's chunk stays as it was.
 */
import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import RssFeedOutlined from '@mui/icons-material/RssFeedOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useCalendarTranslation } from './calendarTexts';

const IcsImportDialog = lazy(() => import('./IcsImportDialog').then((m) => ({ default: m.IcsImportDialog })));
const CalendarFeedDialog = lazy(() => import('./CalendarFeedDialog').then((m) => ({ default: m.CalendarFeedDialog })));

export function IcsControls() {
  const { t } = useCalendarTranslation();
  const [open, setOpen] = useState<'import' | 'feed' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button variant="outlined" startIcon={<RssFeedOutlined />} onClick={() => setOpen('feed')}>
        {t('calendarFeed')}
      </Button>
      <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setOpen('import')}>
        {t('importIcs')}
      </Button>
      <Suspense fallback={null}>
        {open === 'import' && <IcsImportDialog onClose={close} />}
        {open === 'feed' && <CalendarFeedDialog onClose={close} />}
      </Suspense>
    </>
  );
}
