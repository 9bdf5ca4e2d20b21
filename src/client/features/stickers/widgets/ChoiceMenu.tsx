/**
 * The menu of a choose-one sticker (ChoiceWidgets.tsx; spec/board.md §4 "State and timeInterval
 * stickers: move freely to any configured item; choosing saves immediately. Menus close on Cancel
 * or save"): the choices as a listbox with Cancel (and Detach when a value is set). In the sticker
 * forms' chunk (lazyStickerForms.ts): the tiles draw only the chips.
 */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { StateColor } from '../../../../shared/stickers/stickerTypes';
import { MenuActions } from './MenuActions';
import { colorSx } from './stickerDisplay';
import type { StickerSave } from './useStickerSave';

/** One choice: its texts, colour dot, whether it is the current value, and the body a choice PUTs. */
export interface Choice {
  key: string;
  primary: string;
  secondary?: string;
  color?: StateColor;
  selected: boolean;
  body: unknown;
}

/** The list of choices with Cancel (and Detach when a value is set). */
export function ChoiceMenu({
  title,
  empty,
  choices,
  saver,
  hasValue,
  close,
}: {
  title: string;
  empty: string;
  choices: Choice[];
  saver: StickerSave;
  hasValue: boolean;
  close: () => void;
}) {
  return (
    <Box sx={{ minWidth: 220 }}>
      <Typography variant="subtitle2">{title}</Typography>
      {choices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <List dense role="listbox" aria-label={title} sx={{ maxHeight: 300, overflowY: 'auto' }}>
          {choices.map((c) => (
            <ListItemButton
              key={c.key}
              role="option"
              aria-selected={c.selected}
              selected={c.selected}
              onClick={() => void saver.save(c.body).then((ok) => ok && close())}
            >
              {c.color && (
                <Box
                  component="span"
                  sx={{ ...colorSx(c.color), width: 12, height: 12, borderRadius: '50%', mr: 1, flexShrink: 0 }}
                />
              )}
              <ListItemText primary={c.primary} secondary={c.secondary} />
            </ListItemButton>
          ))}
        </List>
      )}
      <MenuActions onDetach={hasValue ? () => void saver.detach() : undefined} onCancel={close} />
    </Box>
  );
}
