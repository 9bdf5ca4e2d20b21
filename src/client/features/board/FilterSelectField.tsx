/**
 * A filter bar select that mounts on first use (issue 13: "menus, selectors, tooltips and pickers
 * mount on first use"; DESIGN §7 budgets). MUI's Select brings its menu, the filled, standard and
 * native inputs and TextField (~10 KB gzip) that the board's first paint does not need: until the
 * select is wanted, this draws its closed look — the same FormControl, label, outlined input, text
 * and arrow, a combobox named by the label — and a click, or Enter, Space or an arrow key on it,
 * mounts the real select (FilterSelect.tsx, fetched when the board is idle) opened, with the focus
 * in its menu. While the chunk is still on its way the field says it is expanded and busy.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { chunkLoader, useChunkModule } from '../../app/screenChunk';
import { whenIdle } from '../lazyDialog';
import type { FilterSelectProps } from './FilterSelect';

/** The real select's chunk (the board's menus), fetched when the browser is idle after the board painted. */
export const loadFilterSelect = chunkLoader(() => import(/* webpackChunkName: "board-menus" */ './FilterSelect'));
whenIdle(() => void loadFilterSelect().catch(() => undefined));

/** Keys that open a closed MUI Select. */
const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

/** The text a closed select shows: the chosen options' texts, comma-separated (MUI's for multiple). */
function shownText<V>({ value, options }: Pick<FilterSelectProps<V>, 'value' | 'options'>): string {
  const chosen = Array.isArray(value) ? value : [value];
  return options
    .filter((option) => chosen.includes(option.value))
    .map((option) => option.label)
    .join(', ');
}

/** The filter select: its look-alike until first used (or its chunk was loaded before it mounted). */
export function FilterSelectField<V extends string | number>(props: FilterSelectProps<V>) {
  const id = useId();
  // The real select once the chunk is here at mount, or once the user asked for it (kept after).
  const [wanted, setWanted] = useState(() => Boolean(loadFilterSelect.module));
  const loaded = useChunkModule(loadFilterSelect, wanted);
  // Whether the real select mounts opened (it replaces a look-alike the user just opened).
  const [openOnMount] = useState(() => !loadFilterSelect.module);
  if (wanted && loaded) return <loaded.FilterSelect {...props} defaultOpen={openOnMount} />;

  const open = () => setWanted(true);
  const text = shownText(props);
  return (
    <FormControl className="MuiTextField-root" size="small" variant="outlined" sx={props.sx}>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        label={props.label}
        value={text}
        readOnly
        onMouseDown={(event) => {
          if (event.button !== 0) return;
          event.preventDefault(); // MUI's Select opens on mouse down, keeping the focus for its menu
          open();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          open();
        }}
        inputProps={{
          role: 'combobox',
          'aria-haspopup': 'listbox',
          'aria-expanded': wanted,
          'aria-busy': wanted || undefined,
        }}
        sx={{
          cursor: 'pointer',
          '& .MuiOutlinedInput-input': {
            cursor: 'pointer',
            pr: '32px',
            textOverflow: 'ellipsis',
            caretColor: 'transparent',
            // As wide as the text, like the select's own display (an input is ~20 characters wide).
            fieldSizing: 'content',
          },
        }}
      />
      <ArrowDropDown
        aria-hidden
        sx={{
          position: 'absolute',
          right: 7,
          top: 'calc(50% - .5em)',
          pointerEvents: 'none',
          color: 'action.active',
        }}
      />
    </FormControl>
  );
}
