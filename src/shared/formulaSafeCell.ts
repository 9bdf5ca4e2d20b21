/**
 * CSV formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with `=`,
 * `+`, `-` or `@` as a formula (a leading tab or carriage return is trimmed by some and then does
 * the same), so a card named `=HYPERLINK(…)` would become a live link or command on the reader's
 * machine. Such a cell is exported with a single quote in front — shown as text, the quote hidden —
 * and quoted (FORMULA_LIKE_QUOTED tells csv-stringify which fields).
 *
 * A plain decimal number (`-3.25`, a number sticker's value) is left as it is: no spreadsheet reads
 * it as anything but the number, and escaping it would turn numbers into text that cannot be summed.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;

/** The CSV cell for `value`: text starting like a formula gets a leading `'`; anything else as is. */
export function formulaSafeCell<T>(value: T): T | string {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}

/** csv-stringify `quoted_match`: the escaped cells, always written inside double quotes. */
export const FORMULA_LIKE_QUOTED = /^'[=+\-@\t\r]/;
