/**
 * The ru-RU translations of the client, one entry per namespace (i18n/ru-RU/<namespace>.json), and
 * the Russian date-fns locale (month names, relative times: app/dateFormat.ts).
 * Loaded as a chunk of its own (app/i18n.ts `loadLanguage`) so a page downloads one language only.
 */
import auth from '../../../../i18n/ru-RU/auth.json';
import board from '../../../../i18n/ru-RU/board.json';
import cabinet from '../../../../i18n/ru-RU/cabinet.json';
import cardForm from '../../../../i18n/ru-RU/cardForm.json';
import common from '../../../../i18n/ru-RU/common.json';
import company from '../../../../i18n/ru-RU/company.json';
import connection from '../../../../i18n/ru-RU/connection.json';
import errors from '../../../../i18n/ru-RU/errors.json';
import stickerSettings from '../../../../i18n/ru-RU/stickerSettings.json';
import stickers from '../../../../i18n/ru-RU/stickers.json';
import validation from '../../../../i18n/ru-RU/validation.json';

export { ru as dateLocale } from 'date-fns/locale/ru';

/** `resources[namespace]` of ru-RU. */
export const resources = {
  common,
  auth,
  cabinet,
  board,
  cardForm,
  company,
  connection,
  errors,
  stickers,
  stickerSettings,
  validation,
};
