/**
 * The route element of /cabinet/calendar and /cabinet/project/{projectId}/calendar (spec/shell.md
 * §2). The calendar starts with the session user's id; without one it fails with 'No user ID
 * available' (spec §5), shown in words.
 */
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { useAppSelector } from '../../app/hooks';
import { useCalendarTranslation } from './calendarTexts';
import { selectUser } from '../session/sessionSlice';
import { CalendarScreen } from './CalendarScreen';

/** The user id the calendar starts with; throws 'No user ID available' without one (spec §5). */
export function calendarUserId(user: { id?: number } | null | undefined): number {
  if (typeof user?.id !== 'number') throw new Error('No user ID available');
  return user.id;
}

export function CalendarPage() {
  const { t } = useCalendarTranslation();
  const { projectId } = useParams();
  const user = useAppSelector(selectUser);
  let userId: number;
  try {
    userId = calendarUserId(user);
  } catch {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('noUser')}
      </Alert>
    );
  }
  const project = projectId !== undefined && /^\d+$/.test(projectId) ? Number(projectId) : undefined;
  return <CalendarScreen key={project ?? 'all'} userId={userId} projectId={project} />;
}
