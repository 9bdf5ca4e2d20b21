/**
 * The popup list of an open "@" (members) or "#" (cards) suggestion, under the typed text
 * (suggestionMenu.ts drives it; the editor keeps the focus, the keys move the selection). Empty
 * results say so in words.
 */
import { useSyncExternalStore } from 'react';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import MenuList from '@mui/material/MenuList';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SuggestionMenuStore } from './suggestionMenu';
import { useWikiTranslation } from './wikiTexts';

/** Shows `store`'s open menu, if any. */
export function SuggestionPopup({ store }: { store: SuggestionMenuStore }) {
  const { t } = useWikiTranslation();
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  if (!state?.rect) return null;
  const rect = state.rect;
  const anchor = { getBoundingClientRect: () => rect, nodeType: 1 } as unknown as Element;
  return (
    <Popper open anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'modal' }}>
      <Paper elevation={6} sx={{ minWidth: 220, maxWidth: 360, maxHeight: 280, overflow: 'auto' }}>
        {state.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 1.5, fontSize: 14 }}>
            {state.kind === 'card' && state.query === '' ? t('suggest.cardHint') : t(`suggest.none.${state.kind}`)}
          </Typography>
        ) : (
          <MenuList dense aria-label={t(`suggest.label.${state.kind}`)}>
            {state.items.map((item, i) => (
              <MenuItem
                key={item.key}
                selected={i === state.selected}
                disabled={item.disabled}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => state.choose(item)}
              >
                {item.label}
              </MenuItem>
            ))}
          </MenuList>
        )}
      </Paper>
    </Popper>
  );
}
