/**
 * The texts of the board's sticker settings dialog (i18n/<locale>/stickerSettingsDialog.json), which
 * travel in the dialog's chunk rather than with the entry bundle's English texts: every page would
 * otherwise download them (bundle budget, DESIGN §7; the same way as
 * features/calendar/icsTexts.ts). What the board itself shows (sticker type names, the palette,
 * the card's sticker strip, members) stays eager in `stickerSettings` and is reached as
 * `stickerSettings:<key>`. `useStickerSettingsTranslation()` adds both languages to the current
 * i18next instance synchronously, then answers like `useTranslation('stickerSettingsDialog')`.
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../../i18n/en-US/stickerSettingsDialog.json';
import ru from '../../../../../i18n/ru-RU/stickerSettingsDialog.json';
import type { Language } from '../../../../shared/constants';
import { useTranslation } from '../../../app/translation';

/** The namespace of these texts. */
export const STICKER_SETTINGS_DIALOG_NAMESPACE = 'stickerSettingsDialog';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/**
 * Adds the texts of every language to `i18n` once, silently (the caller is rendering and reads them
 * right after); both languages, so a switch needs no download of its own (DESIGN §7).
 */
export function addStickerSettingsTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, STICKER_SETTINGS_DIALOG_NAMESPACE))
      i18n.addResourceBundle(language, STICKER_SETTINGS_DIALOG_NAMESPACE, texts, true, false, { silent: true });
}

/**
 * `{t, i18n}` of the stickerSettingsDialog namespace, its texts added first: the dialog's
 * components read their texts through this hook, as they are not in the entry bundle (DESIGN §7).
 */
export function useStickerSettingsTranslation() {
  const { i18n } = useTranslation();
  addStickerSettingsTexts(i18n);
  return useTranslation([STICKER_SETTINGS_DIALOG_NAMESPACE, 'stickerSettings']);
}
