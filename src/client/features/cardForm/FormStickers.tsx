/**
 * The new-card form's Stickers area (spec/board.md §2 "In creation mode the strip shows only the
 * stickers selected for the new card and the plus opens the menu in creation mode"; §4 "Creation
 * mode: sticker changes are emitted locally to the parent (as value or delete action) instead of
 * being sent"; §5 required stickers cannot be removed: warning 'Required stickers cannot be
 * removed: {name}' and a 1000 ms highlight; info texts for stickers configured after creation).
 * The real widgets are shown over synthetic card stickers (id = −definition id) inside a
 * StickerSaveOverride: a save is checked with the shared PUT rules and kept in the draft.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import type { Card } from '../../../shared/board/board.types';
import { CARD_FORM_TOAST_AUTO_HIDE_MS } from '../../../shared/constants';
import type { FieldErrors } from '../../../shared/envelope';
import { validateStickerPut } from '../../../shared/stickers/stickerValues';
import type { BoardSticker, CardSticker } from '../../../shared/stickers/stickerWire';
import { useTranslate } from '../session/formErrors';
import { attachableDefinitions } from '../stickers/attachableStickers';
import { useStickerName } from '../stickers/stickerNames';
import { CardStickerWidget } from '../stickers/widgets/CardStickerWidget';
import { StickerSaveOverrideContext, type StickerSaveOverride } from '../stickers/widgets/useStickerSave';
import { CONFIGURED_AFTER_CREATION, draftStickerOf, shownValueOf, type DraftSticker } from './newCardDraft';

/** How long a required sticker stays highlighted after a refused removal (spec §9), ms. */
export const REQUIRED_HIGHLIGHT_MS = 1_000;

interface Props {
  boardId: number;
  definitions: readonly BoardSticker[];
  stickers: DraftSticker[];
  onChange: (stickers: DraftSticker[]) => void;
  /** Field errors per definition id (local checks and the create call's `stickers.<i>.value`). */
  errors: Record<number, FieldErrors>;
  onErrors: (definitionId: number, errors: FieldErrors) => void;
}

const syntheticOf = (s: DraftSticker): CardSticker => ({
  id: -s.definition.id,
  cardId: 0,
  boardStickerId: s.definition.id,
  boardSticker: {
    id: s.definition.id,
    type: s.definition.type,
    name: s.definition.name,
    isActive: s.definition.isActive,
    configs: s.definition.configs,
  },
  value: shownValueOf(s.definition.type, s.body),
  updatedAt: new Date(0).toISOString(),
});

/** Selected stickers with their widgets, a remove button each, and the plus menu. */
export function FormStickers({ boardId, definitions, stickers, onChange, errors, onErrors }: Props) {
  const { t } = useTranslation('cardForm');
  const translate = useTranslate();
  const nameOf = useStickerName();
  const { enqueueSnackbar } = useSnackbar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const toast = (text: string, variant: 'info' | 'warning') =>
    enqueueSnackbar(text, { variant, autoHideDuration: CARD_FORM_TOAST_AUTO_HIDE_MS });
  const card = useMemo(() => ({ id: 0, boardId, stickers: [] }) as unknown as Card, [boardId]);
  const choices = attachableDefinitions(definitions).filter((d) => !stickers.some((s) => s.definition.id === d.id));

  const remove = (definitionId: number): boolean => {
    const sticker = stickers.find((s) => s.definition.id === definitionId);
    if (!sticker) return false;
    if (sticker.required) {
      toast(t('cannotRemoveRequired', { name: nameOf(sticker.definition) }), 'warning');
      setHighlighted(definitionId);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setHighlighted(null), REQUIRED_HIGHLIGHT_MS);
      return false;
    }
    onChange(stickers.filter((s) => s.definition.id !== definitionId));
    return true;
  };

  const override: StickerSaveOverride = {
    save: async (synthetic, body) => {
      const sticker = stickers.find((s) => s.definition.id === synthetic.boardStickerId);
      if (!sticker) return false;
      const { type, configs } = sticker.definition;
      const isCommand = type === 'timer' && (body as { command?: unknown } | null)?.command !== undefined;
      if (isCommand || CONFIGURED_AFTER_CREATION.includes(type)) {
        toast(t('someNeedConfiguration'), 'info');
        return false;
      }
      const checked = validateStickerPut(type, body, configs, translate);
      if (!checked.ok) {
        onErrors(sticker.definition.id, checked.errors);
        return false;
      }
      onErrors(sticker.definition.id, {});
      onChange(stickers.map((s) => (s === sticker ? { ...s, body: checked.value } : s)));
      return true;
    },
    detach: async (synthetic) => remove(synthetic.boardStickerId),
    errorsOf: (synthetic) => errors[synthetic.boardStickerId] ?? {},
    clearErrors: (synthetic) => {
      if (errors[synthetic.boardStickerId]) onErrors(synthetic.boardStickerId, {});
    },
  };

  const add = (definition: BoardSticker) => {
    setAnchor(null);
    onChange([...stickers, draftStickerOf(definition)]);
    if (CONFIGURED_AFTER_CREATION.includes(definition.type)) toast(t('configureAfterCreation'), 'info');
  };

  return (
    <Box sx={{ my: 0.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {t('stickers')}
      </Typography>
      <StickerSaveOverrideContext.Provider value={override}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }} data-testid="form-stickers">
          {stickers.map((s) => {
            const name = nameOf(s.definition);
            const on = highlighted === s.definition.id;
            return (
              <Box
                key={s.definition.id}
                data-testid={`form-sticker-${s.definition.id}`}
                data-highlighted={String(on)}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  borderRadius: 1,
                  outline: on ? '2px solid' : 'none',
                  outlineColor: 'error.main',
                  transition: 'outline-color 200ms',
                }}
              >
                <CardStickerWidget card={card} sticker={syntheticOf(s)} />
                {s.required && (
                  <Box component="span" aria-label={t('requiredMark')} sx={{ color: 'error.main', ml: 0.25 }}>
                    *
                  </Box>
                )}
                <IconButton
                  size="small"
                  aria-label={t('removeSticker', { name })}
                  onClick={() => remove(s.definition.id)}
                  sx={{ p: 0.25 }}
                >
                  <Close sx={{ fontSize: 14 }} />
                </IconButton>
              </Box>
            );
          })}
          <IconButton
            size="small"
            aria-label={t('addSticker')}
            aria-haspopup="menu"
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{ p: 0.25, borderRadius: 1, bgcolor: 'action.hover' }}
          >
            <Add sx={{ fontSize: 16 }} />
          </IconButton>
        </Box>
      </StickerSaveOverrideContext.Provider>
      {anchor && (
        <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
          <ListSubheader sx={{ lineHeight: 2.5 }}>{t('stickerMenuTitle')}</ListSubheader>
          {choices.map((d) => (
            <MenuItem key={d.id} onClick={() => add(d)}>
              {nameOf(d)}
            </MenuItem>
          ))}
          {!choices.length && <MenuItem disabled>{t('noStickers')}</MenuItem>}
        </Menu>
      )}
      {stickers.some((s) => CONFIGURED_AFTER_CREATION.includes(s.definition.type)) && (
        <Typography variant="caption" color="info.main" component="div" role="note">
          {t('someNeedConfiguration')}
        </Typography>
      )}
    </Box>
  );
}
