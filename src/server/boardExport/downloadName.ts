/**
 * File names of downloads (issue 7 Deliver 3: `<board name>.teamspace.json`, `<board name>.csv`).
 * A board name may hold anything a user typed; the file name keeps its letters (any script) and
 * drops what file systems or the header cannot carry.
 */

/** Longest base name kept, in characters. */
const MAX_BASE_LENGTH = 100;

/**
 * A file-system-safe base name: path separators, reserved characters (`\/:*?"<>|`), control
 * characters and leading dots become nothing or `_`, runs of spaces one space; 'board' when
 * nothing is left.
 */
export function safeFileBase(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/[\\/:*?"<>|]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return [...cleaned].slice(0, MAX_BASE_LENGTH).join('').trim() || 'board';
}

/**
 * The Content-Disposition value of an attachment named `<safe name><extension>` (RFC 6266): an
 * ASCII `filename` fallback (other characters as `_`) and the UTF-8 `filename*`.
 */
export function attachment(name: string, extension: string): string {
  const file = `${safeFileBase(name)}${extension}`;
  const ascii = file.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}
