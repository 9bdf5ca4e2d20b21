/**
 * The ru-RU texts of the light sign-in page (signInTexts.ts): its three namespaces only, as a chunk
 * that an English page never downloads.
 */
import auth from '../../../../i18n/ru-RU/auth.json';
import common from '../../../../i18n/ru-RU/common.json';
import validation from '../../../../i18n/ru-RU/validation.json';
import type { SignInResources } from './signInTexts';

/** `resources[namespace]` of ru-RU for the page's namespaces. */
export const resources: SignInResources = { common, auth, validation };
