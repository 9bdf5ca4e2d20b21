/**
 * The fields of a report filter (issue 19 item 2): the period's first and last day, boards and
 * people (none chosen: all) and a saved query (none: all cards; the caller's own and the shared
 * ones). Used by the page's filter bar and by a card's own filter dialog.
 */
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReportOption } from '../../../shared/reports/report.types';
import type { ReportsFilter } from './reportsApi';
import { useReportsTranslation } from './reportsTexts';

interface Props {
  value: ReportsFilter;
  /** The period the server used (shown while `value` leaves it to the server). */
  shown: { from: string; to: string } | null;
  options: { boards: ReportOption[]; people: ReportOption[]; queries: ReportOption[] };
  onChange(next: ReportsFilter): void;
  direction?: 'row' | 'column';
}

function IdsField({
  label,
  allLabel,
  options,
  ids,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: ReportOption[];
  ids: number[];
  onChange(ids: number[]): void;
}) {
  const chosen = options.filter((option) => ids.includes(option.id));
  return (
    <Autocomplete
      multiple
      size="small"
      limitTags={2}
      options={options}
      value={chosen}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      sx={{ minWidth: 220, flex: 1 }}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={chosen.length === 0 ? allLabel : undefined} />
      )}
    />
  );
}

/** Period, boards and people of a report filter. */
export function ReportFilterFields({ value, shown, options, onChange, direction = 'row' }: Props) {
  const { t } = useReportsTranslation();
  const day = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={t(`filters.${key}`)}
      value={value[key] ?? shown?.[key] ?? ''}
      onChange={(event) => onChange({ ...value, [key]: event.target.value || null })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 170, flexShrink: 0 }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', md: direction }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
      {day('from')}
      {day('to')}
      <IdsField
        label={t('filters.boards')}
        allLabel={t('filters.allBoards')}
        options={options.boards}
        ids={value.boardIds}
        onChange={(boardIds) => onChange({ ...value, boardIds })}
      />
      <IdsField
        label={t('filters.people')}
        allLabel={t('filters.everyone')}
        options={options.people}
        ids={value.userIds}
        onChange={(userIds) => onChange({ ...value, userIds })}
      />
      <TextField
        select
        size="small"
        label={t('filters.query')}
        value={value.queryId ?? ''}
        onChange={(event) =>
          onChange({ ...value, queryId: event.target.value === '' ? null : Number(event.target.value) })
        }
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 200, maxWidth: 280, flexShrink: 0 }}
      >
        <MenuItem value="">{t('filters.allCards')}</MenuItem>
        {options.queries.map((query) => (
          <MenuItem key={query.id} value={query.id}>
            {query.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
