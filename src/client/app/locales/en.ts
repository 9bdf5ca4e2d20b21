/**
 * The en-US translations of the client, one entry per namespace (i18n/en-US/<namespace>.json).
 * Loaded as a chunk of its own (app/i18n.ts `loadLanguage`) so a page downloads one language only.
 */
import auth from '../../../../i18n/en-US/auth.json';
import board from '../../../../i18n/en-US/board.json';
import cabinet from '../../../../i18n/en-US/cabinet.json';
import cardForm from '../../../../i18n/en-US/cardForm.json';
import common from '../../../../i18n/en-US/common.json';
import company from '../../../../i18n/en-US/company.json';
import connection from '../../../../i18n/en-US/connection.json';
import errors from '../../../../i18n/en-US/errors.json';
import stickerSettings from '../../../../i18n/en-US/stickerSettings.json';
import stickers from '../../../../i18n/en-US/stickers.json';
import validation from '../../../../i18n/en-US/validation.json';

/** `resources[namespace]` of en-US. */
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
