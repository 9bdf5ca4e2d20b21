/**
 * All translations, bundled: `resources[locale][namespace]` in i18next's shape. Used by the client
 * (webpack bundles the JSON) and by the server (error messages by Accept-Language).
 * Add a namespace by adding its JSON in both folders and one line per locale below.
 */
import enErrors from './en-US/errors.json';
import enValidation from './en-US/validation.json';
import ruErrors from './ru-RU/errors.json';
import ruValidation from './ru-RU/validation.json';

export const serverResources = {
  en: { errors: enErrors, validation: enValidation },
  ru: { errors: ruErrors, validation: ruValidation },
};
