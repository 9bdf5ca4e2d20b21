/**
 * The texts of the light sign-in page (spec/shell.md §1, §8; i18n/<locale>/{common,auth,validation}.json),
 * with a translator of its own instead of i18next: i18next (~16 KB of gzip) does not fit the page's
 * budget next to React and MUI (README "Where we depart from DESIGN.md", scripts/bundleBudget.mjs). The page
 * needs only a part of i18next's rules, kept the same here: `ns:dotted.key` (default namespace
 * `common`), `{{name}}` interpolation, plural suffixes `_one/_few/_many/_other` chosen by `count`
 * with Intl.PluralRules (as i18next does), English as the fallback, then the key itself.
 * English is bundled with the page; Russian is a chunk of its own (signInTextsRu.ts), loaded before
 * the first render when it is the chosen language.
 */
import { DEFAULT_LANGUAGE, LOCALE_OF, type Language } from '../../../shared/constants';
import type { Translate } from '../../../shared/validation';
import auth from '../../../../i18n/en-US/auth.json';
import common from '../../../../i18n/en-US/common.json';
import validation from '../../../../i18n/en-US/validation.json';

/** `resources[namespace]` of one language, for the page's namespaces. */
export type SignInResources = { common: typeof common; auth: typeof auth; validation: typeof validation };

/** The page's translator and the language its texts are in. */
export interface SignInTexts {
  /** The language shown (English when the chosen one could not be loaded). */
  language: Language;
  t: Translate;
}

type Tree = { readonly [key: string]: unknown };

const english: SignInResources = { common, auth, validation };

const LOADERS: Record<Language, () => Promise<SignInResources>> = {
  en: () => Promise.resolve(english),
  ru: () => import(/* webpackChunkName: "signIn-ru" */ './signInTextsRu').then((module) => module.resources),
};

const DEFAULT_NAMESPACE = 'common';

/** The text at `ns:dotted.key` in `resources` (plural form for a numeric `count`), or undefined. */
function lookup(
  resources: SignInResources,
  plurals: Intl.PluralRules,
  key: string,
  count: unknown,
): string | undefined {
  const colon = key.indexOf(':');
  const ns = colon > 0 ? key.slice(0, colon) : DEFAULT_NAMESPACE;
  const path = (colon > 0 ? key.slice(colon + 1) : key).split('.');
  const last = path.pop() ?? '';
  let node: unknown = (resources as unknown as Tree)[ns];
  for (const part of path) node = node && typeof node === 'object' ? (node as Tree)[part] : undefined;
  if (!node || typeof node !== 'object') return undefined;
  const names = typeof count === 'number' ? [`${last}_${plurals.select(count)}`, last] : [last];
  for (const name of names) {
    const text = (node as Tree)[name];
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/** A translator over `resources` in `language`, falling back to English (see the file comment). */
export function createTranslate(language: Language, resources: SignInResources): Translate {
  const plurals = new Intl.PluralRules(LOCALE_OF[language]);
  const englishPlurals = new Intl.PluralRules(LOCALE_OF[DEFAULT_LANGUAGE]);
  return (key, params) => {
    const text =
      lookup(resources, plurals, key, params?.count) ?? lookup(english, englishPlurals, key, params?.count) ?? key;
    return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
      params && params[name] !== undefined && params[name] !== null ? String(params[name]) : whole,
    );
  };
}

/** Loads `language`'s texts (English when its chunk cannot be fetched) and makes their translator. */
export async function loadSignInTexts(language: Language): Promise<SignInTexts> {
  const chosen = await LOADERS[language]().catch((error: unknown) => {
    console.error('[teamspace] language not loaded', error); // English shows instead
    return null;
  });
  const shown = chosen ? language : DEFAULT_LANGUAGE;
  return { language: shown, t: createTranslate(shown, chosen ?? english) };
}
