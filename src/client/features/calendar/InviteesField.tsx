/**
 * Invitees of the event form, picked from the members of the user's companies (GET
 * /api/calendar/companies; spec §3 Company: displayName = name, else e-mail), the optional switch
 * and the invitation message. A failed load is an empty list (spec §8) with a hint.
 */
import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useCalendarTranslation } from './calendarTexts';
import type { CalendarPerson } from '../../../shared/calendar/calendar.schemas';
import { useGetCalendarCompaniesQuery } from './calendarApi';
import type { EventDraft } from './eventDraft';

interface Props {
  draft: EventDraft;
  onChange: (patch: Partial<EventDraft>) => void;
  myId: number;
  /** New invitees get the message and the optional flag (a new event, or people added). */
  withInvitation: boolean;
}

export const personName = (person: Pick<CalendarPerson, 'displayName' | 'email'>) => person.displayName || person.email;

export function InviteesField({ draft, onChange, myId, withInvitation }: Props) {
  const { t } = useCalendarTranslation();
  const { data: companies = [], isLoading } = useGetCalendarCompaniesQuery();
  const people = useMemo(() => {
    const byId = new Map<number, CalendarPerson>();
    for (const company of companies)
      for (const member of company.members ?? []) if (member.id !== myId) byId.set(member.id, member);
    return [...byId.values()].sort((a, b) => personName(a).localeCompare(personName(b)));
  }, [companies, myId]);
  const chosen = draft.invitees
    .map((id) => people.find((person) => person.id === id))
    .filter((person): person is CalendarPerson => !!person);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Autocomplete
        multiple
        loading={isLoading}
        options={people}
        value={chosen}
        getOptionLabel={personName}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_e, value) => onChange({ invitees: value.map((person) => person.id) })}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('dialog.invitees')}
            helperText={!isLoading && people.length === 0 ? t('dialog.noPeople') : undefined}
          />
        )}
      />
      {withInvitation && draft.invitees.length > 0 && (
        <>
          <FormControlLabel
            control={<Switch checked={draft.isOptional} onChange={(e) => onChange({ isOptional: e.target.checked })} />}
            label={t('dialog.optional')}
          />
          <TextField
            label={t('dialog.message')}
            value={draft.message}
            onChange={(e) => onChange({ message: e.target.value })}
            multiline
            minRows={2}
          />
        </>
      )}
    </Box>
  );
}
