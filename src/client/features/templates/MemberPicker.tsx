/**
 * Chooses several company members (a template's executors or responsible; DESIGN §4 "Executors and
 * responsible must be company members"). `value` and `onChange` use user ids; ids of people who
 * left the company stay listed as 'Unknown user' until removed.
 */
import { useTemplatesTranslation } from './templatesTexts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CompanyMember } from '../board/boardApi';

interface Props {
  label: string;
  members: readonly CompanyMember[];
  value: number[];
  onChange: (userIds: number[]) => void;
  error?: string;
}

export function MemberPicker({ label, members, value, onChange, error }: Props) {
  const { t } = useTemplatesTranslation();
  const nameOf = (userId: number) => members.find((m) => m.userId === userId)?.user.name ?? t('unknownUser');
  const options = [...members.map((m) => m.userId), ...value.filter((id) => !members.some((m) => m.userId === id))];
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={nameOf}
      filterSelectedOptions
      noOptionsText={t('noMembers')}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  );
}
