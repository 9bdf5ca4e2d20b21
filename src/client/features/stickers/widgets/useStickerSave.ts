/**
 * Saving a card sticker from its widget (spec/board.md §8 "Sticker save failure: error toast
 * 'Ошибка сохранения'; server error data kept for field highlighting"; §5 "Server field errors are
 * shown on inputs"). `save(value)` PUTs `{value}` (spec/board.md §7); on failure it shows the
 * toast and keeps the 400 body's field errors of the value (shaped like it: `{value}`,
 * `{plan: {minutes}}`) until `clearErrors()` — widgets call it on the next change. `detach()`
 * DELETEs (failures logged only, §8).
 */
import { createContext, useCallback, useContext, useState } from 'react';
import { useTranslation } from '../../../app/translation';
import { useSnackbar } from '../../../app/toasts';
import type { FieldErrors } from '../../../../shared/envelope';
import type { CardSticker } from '../../../../shared/stickers/stickerWire';
import { apiErrorOf } from '../../../api/baseQuery';
import { stickerValueErrors, useDetachCardStickerMutation, useUpdateCardStickerMutation } from '../cardStickerApi';

export interface StickerSave {
  /** PUTs `{value}`; resolves true on success, false after showing 'Error saving'. */
  save: (value: unknown) => Promise<boolean>;
  /** DELETEs the card sticker; resolves true on success. */
  detach: () => Promise<boolean>;
  /** The last refused save's field errors (empty object when none). */
  errors: FieldErrors;
  clearErrors: () => void;
  saving: boolean;
}

/**
 * Creation mode (spec/board.md §4 "Creation mode: sticker changes are emitted locally to the
 * parent (as value or delete action) instead of being sent"): when a provider is present, widgets
 * below it call these instead of the API. `save` resolves true when the value was taken.
 */
export interface StickerSaveOverride {
  save: (sticker: CardSticker, value: unknown) => Promise<boolean>;
  detach: (sticker: CardSticker) => Promise<boolean>;
  /** Field errors to show on the sticker (e.g. the create call's `stickers.<i>.value`). */
  errorsOf: (sticker: CardSticker) => FieldErrors;
  clearErrors: (sticker: CardSticker) => void;
}
export const StickerSaveOverrideContext = createContext<StickerSaveOverride | null>(null);

export function useStickerSave(sticker: CardSticker): StickerSave {
  const override = useContext(StickerSaveOverrideContext);
  const { t } = useTranslation('stickers');
  const { enqueueSnackbar } = useSnackbar();
  const [update, { isLoading }] = useUpdateCardStickerMutation();
  const [remove] = useDetachCardStickerMutation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { id, cardId } = sticker;

  const save = useCallback(
    async (value: unknown) => {
      try {
        await update({ cardId, stickerId: id, value }).unwrap();
        setErrors({});
        return true;
      } catch (error) {
        enqueueSnackbar(t('saveError'), { variant: 'error' });
        setErrors(stickerValueErrors(apiErrorOf(error)?.fieldErrors));
        return false;
      }
    },
    [update, cardId, id, enqueueSnackbar, t],
  );

  const detach = useCallback(async () => {
    try {
      await remove({ cardId, stickerId: id }).unwrap();
      return true;
    } catch (error) {
      console.warn('sticker detach failed', error);
      return false;
    }
  }, [remove, cardId, id]);

  const clearErrors = useCallback(() => setErrors((e) => (Object.keys(e).length ? {} : e)), []);
  if (override)
    return {
      save: (value) => override.save(sticker, value),
      detach: () => override.detach(sticker),
      errors: override.errorsOf(sticker),
      clearErrors: () => override.clearErrors(sticker),
      saving: false,
    };
  return { save, detach, errors, clearErrors, saving: isLoading };
}

/** The error text at `path` of field errors shaped like the value (e.g. `['plan', 'minutes']`). */
export function fieldError(errors: FieldErrors | undefined, ...path: string[]): string | undefined {
  let node: unknown = errors;
  for (const key of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}
