/**
 * The texts of the board import and export dialogs (i18n/<locale>/boardTransfer.json), which travel
 * in the dialogs' chunks rather than with the entry bundle's English texts: they are read only once
 * a dialog is opened, and every page would otherwise download them (bundle budget, DESIGN §7; the
 * same way as features/calendar/icsTexts.ts). Only the labels of the buttons that open the dialogs
 * are eager (`board:transfer.*`, on the board page). `useBoardTransferTranslation()` adds both
 * languages to the current i18next instance synchronously, then answers like
 * `useTranslation('boardTransfer')`.
 */
import type { i18n as I18n } from 'i18next';
import en from '../../../../i18n/en-US/boardTransfer.json';
import ru from '../../../../i18n/ru-RU/boardTransfer.json';
import type { Language } from '../../../shared/constants';
import { useTranslation } from '../../app/translation';

/** The namespace of these texts. */
export const BOARD_TRANSFER_NAMESPACE = 'boardTransfer';

/** Every language of the app (shared/constants.ts LANGUAGES) must have its texts. */
const TEXTS: Record<Language, object> = { en, ru };

/**
 * Adds the texts of every language to `i18n` once, silently (the caller is rendering and reads them
 * right after); both languages, so a switch needs no download of its own (DESIGN §7).
 */
export function addBoardTransferTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(TEXTS))
    if (!i18n.hasResourceBundle(language, BOARD_TRANSFER_NAMESPACE))
      i18n.addResourceBundle(language, BOARD_TRANSFER_NAMESPACE, texts, /* deep */ true, /* overwrite */ false, {
        silent: true,
      });
}

/**
 * `{t, i18n}` of the boardTransfer namespace, its texts added first: the dialogs read their texts
 * through this hook, as they are not in the entry bundle (DESIGN §7).
 */
export function useBoardTransferTranslation() {
  const { i18n } = useTranslation();
  addBoardTransferTexts(i18n);
  return useTranslation(BOARD_TRANSFER_NAMESPACE);
}
