/**
 * Server-side translation of error and validation messages (DESIGN §3 Envelope: the message is in
 * the request's Accept-Language, en or ru). Resources are the same JSON files the client uses.
 */
import i18next, { type TFunction } from 'i18next';
import { serverResources } from '../../../i18n';
import type { Language } from '../../shared/constants';

const instance = i18next.createInstance();
void instance.init({
  resources: serverResources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'ru'],
  ns: ['errors', 'validation'],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** `ru` when the first language of an Accept-Language header is Russian, else `en`. */
export function languageOf(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return header?.trim().toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

/** A translator fixed to one language; keys are `namespace:key` (default namespace `errors`). */
export function translatorFor(language: Language): TFunction {
  return translators[language];
}

// One fixed translator per language, made once (this runs on every request).
const translators: Record<Language, TFunction> = { en: instance.getFixedT('en'), ru: instance.getFixedT('ru') };
