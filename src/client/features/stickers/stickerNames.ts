/**
 * The shown name of a sticker definition (spec/board.md §3: textField, numberField, state and
 * timeInterval carry a user-given name; the others take a translated name).
 */
import { useCallback } from 'react';
import { useTranslation } from '../../app/translation';

/** `(definition) → name`: the user-given name of a named type, else the type's translated name. */
export function useStickerName(): (definition: { type: string; name: string | null }) => string {
  const { t } = useTranslation('stickerSettings');
  return useCallback(({ type, name }) => name || t(`types.${type}`), [t]);
}
