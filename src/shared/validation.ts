/**
 * One validation for both sides (STYLE "One validation"): zod schemas carry i18n keys of the
 * `validation` namespace as their messages; `fieldErrorsFromIssues` turns zod issues into nested
 * field errors that mirror the value's shape (DESIGN §3 Envelope), translated by the caller's `t`.
 * The generic messages are the ones listed in spec/shell.md §5.
 */
import type { FieldErrors } from './envelope';

/** i18n keys of the generic form messages (spec/shell.md §5), in i18n/<locale>/validation.json. */
export const V = {
  required: 'validation:required',
  email: 'validation:email',
  digits: 'validation:digits',
  integer: 'validation:integer',
  uppercase: 'validation:uppercase',
  maxLength: 'validation:maxLength',
  minLength: 'validation:minLength',
  exactLength: 'validation:exactLength',
  excludedChar: 'validation:excludedChar',
  chooseOne: 'validation:chooseOne',
  invalidFormat: 'validation:invalidFormat',
  tooSmall: 'validation:tooSmall',
  tooBig: 'validation:tooBig',
  mustBeObject: 'validation:mustBeObject',
  /** An end before its start (calendar events). */
  endBeforeStart: 'validation:endBeforeStart',
  /** U+0000 or a lone surrogate (src/shared/storableText.ts). */
  unstorable: 'validation:unstorable',
} as const;

/** Translator shape shared by i18next's `t` on both sides. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The subset of a zod issue this module reads (stable across zod 4 minor versions). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  exact?: boolean;
}

/** Key under which errors about the whole value (not one field) are reported. */
export const ROOT_FIELD = '_form';

const valueAt = (input: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' && Object.hasOwn(node, key)
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined,
    input,
  );

/** Picks the i18n key and parameters that describe one issue. */
export function messageOfIssue(issue: IssueLike, input: unknown): { key: string; params?: Record<string, unknown> } {
  // A value of the wrong type is not a missing one, whatever message the schema gave its type check.
  if (issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(input, issue.path) !== undefined) {
    return { key: V.invalidFormat };
  }
  if (issue.message.startsWith('validation:')) {
    return {
      key: issue.message,
      params: { min: issue.minimum, max: issue.maximum, count: Number(issue.minimum ?? issue.maximum ?? 0) },
    };
  }
  const isText = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.path.length > 0 && valueAt(input, issue.path) === undefined) return { key: V.required };
      if (issue.path.length === 0) return { key: V.mustBeObject };
      return { key: V.invalidFormat };
    case 'too_small':
      if (isText && Number(issue.minimum) === 1) return { key: V.required };
      if (isText && issue.exact) return { key: V.exactLength, params: { count: Number(issue.minimum) } };
      return isText
        ? { key: V.minLength, params: { count: Number(issue.minimum) } }
        : { key: V.tooSmall, params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (isText && issue.exact) return { key: V.exactLength, params: { count: Number(issue.maximum) } };
      return isText
        ? { key: V.maxLength, params: { count: Number(issue.maximum) } }
        : { key: V.tooBig, params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: V.invalidFormat };
    default:
      return { key: V.invalidFormat };
  }
}

// Keys come from the client's body (`__proto__`, `constructor`…): read only own properties and
// define them, so a key never walks into or replaces a prototype.
const ownAt = (node: FieldErrors, key: string): FieldErrors[string] | undefined =>
  Object.hasOwn(node, key) ? node[key] : undefined;
const defineAt = <T extends FieldErrors[string]>(node: FieldErrors, key: string, value: T): T => {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
  return value;
};

/**
 * Nested field errors from zod issues: `{email: '…'}`, `{plan: {minutes: '…'}}`; the first
 * message per field wins; errors about the whole value go under `_form`. Any key, `__proto__`
 * included, becomes an own property of the errors.
 */
export function fieldErrorsFromIssues(issues: readonly IssueLike[], input: unknown, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.length ? issue.path.map(String) : [ROOT_FIELD];
    let node: FieldErrors = errors;
    for (const key of path.slice(0, -1)) {
      const next = ownAt(node, key);
      if (typeof next === 'string') break;
      node = next ?? defineAt<FieldErrors>(node, key, {});
    }
    const leaf = path[path.length - 1];
    if (ownAt(node, leaf) !== undefined) continue;
    const { key, params } = messageOfIssue(issue, input);
    defineAt(node, leaf, t(key, params));
  }
  return errors;
}
