/**
 * All translations, bundled: `resources[locale][namespace]` in i18next's shape. Used by the client
 * (webpack bundles the JSON) and by the server (error messages by Accept-Language).
 * Add a namespace by adding its JSON in both folders and one line per locale below.
 */
import enAdmin from './en-US/admin.json';
import enErrors from './en-US/errors.json';
import enValidation from './en-US/validation.json';
import ruAdmin from './ru-RU/admin.json';
import ruErrors from './ru-RU/errors.json';
import ruValidation from './ru-RU/validation.json';

/**
 * The admin panel's error texts (admin.json `errors`: the last admin, a blocked sign-in…) are only
 * ever translated by the server, so they join `errors` here and stay out of the client's entry.
 */
export const serverResources = {
  en: { errors: { ...enErrors, ...enAdmin.errors }, validation: enValidation },
  ru: { errors: { ...ruErrors, ...ruAdmin.errors }, validation: ruValidation },
};
