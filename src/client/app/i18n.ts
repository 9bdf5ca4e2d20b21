/**
 * Client translations (spec/shell.md §1, §9: en-US and ru-RU, default en with fallback en).
 * Resources are bundled from i18n/<locale>/<namespace>.json; one namespace per feature. The app's
 * language codes 'en' | 'ru' map to the folders through LOCALE_OF; Russian texts use i18next's
 * plural suffixes _one/_few/_many/_other (Intl.PluralRules('ru')).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants';
import enAuth from '../../../i18n/en-US/auth.json';
import enBoard from '../../../i18n/en-US/board.json';
import enBoardTransfer from '../../../i18n/en-US/boardTransfer.json';
import enCabinet from '../../../i18n/en-US/cabinet.json';
import enCardForm from '../../../i18n/en-US/cardForm.json';
import enCommon from '../../../i18n/en-US/common.json';
import enCompany from '../../../i18n/en-US/company.json';
import enConnection from '../../../i18n/en-US/connection.json';
import enErrors from '../../../i18n/en-US/errors.json';
import enShare from '../../../i18n/en-US/share.json';
import enStickerSettings from '../../../i18n/en-US/stickerSettings.json';
import enStickers from '../../../i18n/en-US/stickers.json';
import enTemplates from '../../../i18n/en-US/templates.json';
import enValidation from '../../../i18n/en-US/validation.json';
import ruAuth from '../../../i18n/ru-RU/auth.json';
import ruBoard from '../../../i18n/ru-RU/board.json';
import ruBoardTransfer from '../../../i18n/ru-RU/boardTransfer.json';
import ruCabinet from '../../../i18n/ru-RU/cabinet.json';
import ruCardForm from '../../../i18n/ru-RU/cardForm.json';
import ruCommon from '../../../i18n/ru-RU/common.json';
import ruCompany from '../../../i18n/ru-RU/company.json';
import ruConnection from '../../../i18n/ru-RU/connection.json';
import ruErrors from '../../../i18n/ru-RU/errors.json';
import ruShare from '../../../i18n/ru-RU/share.json';
import ruStickerSettings from '../../../i18n/ru-RU/stickerSettings.json';
import ruStickers from '../../../i18n/ru-RU/stickers.json';
import ruTemplates from '../../../i18n/ru-RU/templates.json';
import ruValidation from '../../../i18n/ru-RU/validation.json';

/** `resources[lang][namespace]`, keyed by the app's language codes (folders en-US, ru-RU). */
export const clientResources = {
  en: {
    common: enCommon,
    auth: enAuth,
    cabinet: enCabinet,
    board: enBoard,
    boardTransfer: enBoardTransfer,
    cardForm: enCardForm,
    company: enCompany,
    connection: enConnection,
    errors: enErrors,
    share: enShare,
    stickers: enStickers,
    stickerSettings: enStickerSettings,
    templates: enTemplates,
    validation: enValidation,
  },
  ru: {
    common: ruCommon,
    auth: ruAuth,
    cabinet: ruCabinet,
    board: ruBoard,
    boardTransfer: ruBoardTransfer,
    cardForm: ruCardForm,
    company: ruCompany,
    connection: ruConnection,
    errors: ruErrors,
    share: ruShare,
    stickers: ruStickers,
    stickerSettings: ruStickerSettings,
    templates: ruTemplates,
    validation: ruValidation,
  },
} as const;

export const NAMESPACES = Object.keys(clientResources.en) as (keyof typeof clientResources.en)[];

/** A fresh, synchronously initialised i18next instance (tests create their own). */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: clientResources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'common',
    // Resources are bundled, so initialise synchronously: the first render is already translated.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

let appI18n: I18n | undefined;

/** The app's singleton instance, created on first use in the given language. */
export function getI18n(language?: Language): I18n {
  appI18n ??= createI18n(language);
  return appI18n;
}
