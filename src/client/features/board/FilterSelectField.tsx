/**
 * A filter bar select that mounts on first use (issue 13: "menus, selectors, tooltips and pickers
 * mount on first use"; DESIGN §7 budgets). MUI's Select brings its menu, the filled, standard and
 * native inputs and TextField (~10 KB gzip) that the board's first paint does not need: until the
 * select is wanted, this draws its closed look — label, outlined input, text and arrow as MUI draws
 * them, from plain elements styled by project/shellStyles.ts (`filter-select`), a combobox named by
 * the label — and a click, or Enter, Space or an arrow key on it, mounts the real select
 * (FilterSelect.tsx, fetched when the board is idle) opened, with the focus in its menu. While the chunk is still on its way the field says it is expanded and busy.
 */
import { useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
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
    // The bar's `sx` are plain CSS lengths (BoardFilterBar), so they serve as the look-alike's style.
    <div
      className="filter-select"
      data-filled={text ? '' : undefined}
      style={props.sx as CSSProperties}
      onMouseDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault(); // MUI's Select opens on mouse down, keeping the focus for its menu
        open();
      }}
    >
      <label className="filter-select-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="filter-select-input"
        value={text}
        readOnly
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={wanted}
        aria-busy={wanted || undefined}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          open();
        }}
      />
      {/* MUI's notched outline: the legend keeps a gap in the border for the raised label. */}
      <fieldset aria-hidden className="filter-select-outline">
        <legend>
          <span>{props.label}</span>
        </legend>
      </fieldset>
      <ArrowDropDown aria-hidden className="filter-select-arrow" />
    </div>
  );
}
