/**
 * Create or edit an event (spec/shell.md §3 Calendar event, §7). The draft is checked with the
 * shared zod schema (STYLE "One validation"), field errors in the user's language; a failed call is
 * shown in words inside the dialog. The creator edits and deletes (with confirmation; a series
 * asks "This event / All events"); an invitee sees the event read-only.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCalendarTranslation } from './calendarTexts';
import { createEventBody, updateEventBody } from '../../../shared/calendar/calendar.schemas';
import type { FieldErrors } from '../../../shared/envelope';
import { clientFieldErrors, fieldMessage, shownErrorOf } from '../session/fieldMessages';
import { useTranslate } from '../session/formErrors';
import { ConfirmDialog } from '../company/ConfirmDialog';
import { EventFields } from './EventFields';
import { InviteesField } from './InviteesField';
import { InviteeStatuses } from './InviteeStatuses';
import { RecurrenceFields } from './RecurrenceFields';
import { bodyOf, draftOf, type EventDraft } from './eventDraft';
import type { ShownEvent } from './expandEvents';
import type { CalendarWrites } from './useCalendarWrites';

interface Props {
  /** The occurrence being edited, or null for a new event. */
  event: ShownEvent | null;
  /** The draft of a new event (slot or button). */
  initial: EventDraft;
  myId: number;
  /** The project calendar's project: new events get it. */
  projectId?: number;
  writes: CalendarWrites;
  onClose: () => void;
}

export function EventDialog({ event, initial, myId, projectId, writes, onClose }: Props) {
  const { t } = useCalendarTranslation();
  const translate = useTranslate();
  const [draft, setDraft] = useState<EventDraft>(() => (event ? draftOf(event) : initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editable = !event || event.creator.userId === myId;
  const change = (patch: Partial<EventDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const errorOf = (field: string) => fieldMessage(field, errors) ?? fieldMessage(`recurrenceRule.${field}`, errors);
  const added = draft.invitees.some((id) => !event?.invitations.some((invitation) => invitation.userId === id));

  const save = async () => {
    const body = bodyOf(draft, { projectId: event ? undefined : (projectId ?? null), withInvitation: added });
    const parsed = (event ? updateEventBody : createEventBody).safeParse(body);
    if (!parsed.success) {
      setErrors(clientFieldErrors(parsed.error.issues, body, translate));
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const done = event ? await writes.update(event, body) : (await writes.create(body), true);
      if (done) onClose();
    } catch (error) {
      const shown = shownErrorOf(error, t('unknownError'));
      setErrors(shown.fieldErrors ?? {});
      setFailure(t('dialog.saveFailed', { message: shown.message }));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!event) return;
    setFailure(null);
    try {
      if (await writes.remove(event)) onClose();
    } catch (error) {
      setFailure(t('dialog.deleteFailed', { message: shownErrorOf(error, t('unknownError')).message }));
    }
  };
  const series = !!event?.isRecurring && !!event.recurrenceRule;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="calendar-event-title" maxWidth="sm" fullWidth>
      <DialogTitle id="calendar-event-title">
        {t(!event ? 'dialog.createTitle' : editable ? 'dialog.editTitle' : 'dialog.viewTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {event && event.creator.userId !== myId && (
            <Typography variant="body2" color="text.secondary">
              {t('dialog.createdBy', { name: event.creator.name || event.creator.email })}
            </Typography>
          )}
          <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack spacing={2}>
              <EventFields draft={draft} onChange={change} errorOf={errorOf} disabled={!editable} />
              <RecurrenceFields draft={draft} onChange={change} errorOf={errorOf} disabled={!editable} />
              {editable && <InviteesField draft={draft} onChange={change} myId={myId} withInvitation={added} />}
            </Stack>
          </fieldset>
          {event && editable && event.invitations.length > 0 && (
            <>
              <Divider />
              <InviteeStatuses eventId={event.id} invitations={event.invitations} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {event && editable && (
          <Button
            color="error"
            disabled={busy}
            onClick={() => (series ? void remove() : setConfirmDelete(true))}
            sx={{ mr: 'auto' }}
          >
            {t('dialog.delete')}
          </Button>
        )}
        <Button onClick={onClose} disabled={busy}>
          {t(editable ? 'dialog.cancel' : 'dialog.close')}
        </Button>
        {editable && (
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            {t('dialog.save')}
          </Button>
        )}
      </DialogActions>
      {confirmDelete && event && (
        <ConfirmDialog
          title={t('dialog.deleteTitle')}
          text={t('dialog.deleteText', { title: event.title || t('untitled') })}
          confirmLabel={t('dialog.delete')}
          destructive
          onConfirm={remove}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </Dialog>
  );
}
