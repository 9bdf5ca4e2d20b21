/**
 * File names of the wiki's markdown export and import (issue 18): a page is `<Title>.md`, its
 * children live in the folder `<Title>/` beside it; siblings with the same (case-insensitive) name
 * get ` (2)`, ` (3)`… Titles keep their letters (any script) and lose what file systems refuse
 * (safeFileBase). Content-Disposition values follow RFC 6266 / RFC 5987.
 */
import { safeFileBase } from '../boardExport/downloadName';
import { WIKI_TITLE_MAX } from '../../shared/wiki/wiki.types';

/** A page title as a file base name ('Untitled' when nothing is left). */
export function pageFileBase(title: string): string {
  const base = safeFileBase(title);
  return base === 'board' && title.trim().toLowerCase() !== 'board' ? 'Untitled' : base;
}

/** Gives each of `titles` a base name unique among them (case-insensitive), in order. */
export function uniqueBases(titles: readonly string[]): string[] {
  const taken = new Set<string>();
  return titles.map((title) => {
    const base = pageFileBase(title);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** RFC 5987 value characters: everything else percent-encoded (encodeURIComponent leaves `'()*`). */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="<ascii>"; filename*=UTF-8''<encoded>` for `<base><extension>`. */
export function attachmentOf(base: string, extension: string): string {
  const file = `${base}${extension}`;
  const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(file)}`;
}

/** Markdown file extensions the import reads. */
const MARKDOWN_EXTENSION = /\.(md|markdown)$/i;

/**
 * An import path as folder names and the page's title (`Guide/Setup.md` → [['Guide'], 'Setup']);
 * null for a path that is not a markdown file. Backslashes count as separators; `.` segments,
 * empty segments and a leading `./` are dropped; `..` segments too (nothing leaves the import).
 */
export function splitImportPath(path: string): { folders: string[]; title: string } | null {
  const segments = path
    .split(/[\\/]+/)
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  const file = segments.pop();
  if (!file || !MARKDOWN_EXTENSION.test(file)) return null;
  const title = file.replace(MARKDOWN_EXTENSION, '').trim() || 'Untitled';
  return {
    folders: segments.map((segment) => [...segment].slice(0, WIKI_TITLE_MAX).join('')),
    title: [...title].slice(0, WIKI_TITLE_MAX).join(''),
  };
}
