/**
 * Client translations (spec/shell.md §1, §9: en-US and ru-RU, default en with fallback en).
 * app/locales/<lang>.ts gathers a language's namespaces (i18n/<locale>/<namespace>.json; one
 * namespace per feature). English, the default and the fallback, is bundled with the entry so the
 * first render never waits for it; Russian is a chunk of its own, loaded by `loadLanguage` before
 * the first render or on a switch, so an English page never downloads it (DESIGN §7 budgets).
 * Namespaces read only by lazily loaded screens and dialogs (calendar, calendarIcs, boardTransfer,
 * templates, share, notifications, stickerSettingsDialog, chat, chatRoom) are not listed here: each
 * travels, both languages, in its feature's chunk (features/…/<name>Texts.ts adds it on first use).
 * Russian texts use i18next's plural suffixes _one/_few/_many/_other (Intl.PluralRules('ru')).
 * A language's chunk may also carry its date-fns locale (Russian does): dates are then formatted in
 * that language as soon as it shows (app/dateFormat.ts), and an English page never downloads it.
 */
import type { Locale } from 'date-fns';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants';
import { resources as englishResources } from './locales/en';

/** `resources[namespace]` of one language. */
export type LanguageResources = typeof englishResources;

/** The namespaces of every language (the keys of app/locales/<lang>.ts). */
export const NAMESPACES = [
  'common',
  'auth',
  'cabinet',
  'board',
  'cardForm',
  'company',
  'connection',
  'errors',
  'stickers',
  'stickerSettings',
  'validation',
] as const satisfies readonly (keyof LanguageResources)[];

const loaded: Partial<Record<Language, LanguageResources>> = { en: englishResources };
/** date-fns locales of the loaded languages; English has none here (app/dateFormat.ts bundles en-US). */
const dateLocales: Partial<Record<Language, Locale>> = {};

/** What a language's chunk (app/locales/<lang>.ts) exports. */
interface LanguageModule {
  resources: LanguageResources;
  dateLocale?: Locale;
}

const LOADERS: Record<Language, () => Promise<LanguageModule>> = {
  en: () => Promise.resolve({ resources: englishResources }),
  ru: () => import(/* webpackChunkName: "i18n-ru" */ './locales/ru'),
};

/** True when `language` can be shown without a download (English always is). */
export const isLanguageLoaded = (language: Language): boolean => Boolean(loaded[language]);

/**
 * Makes a language's resources (and its date-fns locale, when it has one) known to the instances
 * created from now on (tests register both languages).
 */
export function registerLanguage(language: Language, resources: LanguageResources, dateLocale?: Locale): void {
  loaded[language] = resources;
  if (dateLocale) dateLocales[language] = dateLocale;
}

/** The date-fns locale a loaded language brought (undefined for English or a language not loaded). */
export const loadedDateLocale = (language: string | undefined): Locale | undefined =>
  language && language in dateLocales ? dateLocales[language as Language] : undefined;

/** Downloads a language's chunk once; resolves when `createI18n`/`ensureLanguage` can use it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded[language]) return;
  const { resources, dateLocale } = await LOADERS[language]();
  registerLanguage(language, resources, dateLocale);
}

/**
 * Adds a language's namespaces to `instance` when the language is loaded already; false when it
 * still has to be downloaded (`ensureLanguage`). Synchronous, so a switch between loaded
 * languages re-renders in the same tick.
 */
export function addLoadedLanguage(instance: I18n, language: Language): boolean {
  const resources = loaded[language];
  if (!resources) return false;
  for (const ns of NAMESPACES)
    if (!instance.hasResourceBundle(language, ns)) instance.addResourceBundle(language, ns, resources[ns]);
  return true;
}

/** Loads `language` and adds its namespaces to `instance` (before `changeLanguage`). */
export async function ensureLanguage(instance: I18n, language: Language): Promise<void> {
  await loadLanguage(language);
  addLoadedLanguage(instance, language);
}

/**
 * A fresh, synchronously initialised i18next instance with the languages loaded so far (tests
 * create their own after registering both). `language` should be loaded first, or the first render
 * shows keys until `ensureLanguage` adds it.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { ...loaded },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    // The resources are at hand, so initialise synchronously: the first render is already translated.
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
