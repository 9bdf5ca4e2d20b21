/**
 * The wiki's file transfers, outside the JSON api (issue 18: images uploaded to the server,
 * markdown import/export of a page and of a whole tree): an export is fetched with the session's
 * bearer token and saved as a file from a Blob; an image is POSTed as its raw bytes; an import's
 * .md files are read as text and a .zip is unpacked in the browser (fflate `unzipSync`), giving
 * the `files` of importWikiBody (src/shared/wiki/wiki.schemas.ts). Failures throw an Error whose
 * message is the server's (translated) text or a `code` the caller puts in words.
 */
import { strFromU8, unzipSync } from 'fflate';
import { WIKI_IMAGE_MAX_BYTES, WIKI_IMAGE_TYPES, type WikiImage } from '../../../shared/wiki/wiki.types';
import type { WikiImportFile } from './wikiApi';

/** Who calls: the session token and the page's language (the server's error texts follow it). */
export interface WikiCaller {
  token: string | null;
  language: string;
}

/** An error with a machine `code` (TOO_LARGE, BAD_TYPE, NO_MARKDOWN, BAD_ZIP) or the server's message. */
export class WikiFileError extends Error {
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message);
  }
}

const headersOf = ({ token, language }: WikiCaller): Record<string, string> => ({
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  'accept-language': language,
});

async function failureOf(res: Response): Promise<WikiFileError> {
  const body = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
  return new WikiFileError(body?.code ?? `HTTP_${res.status}`, body?.error ?? `HTTP ${res.status}`);
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

/** GETs `url` with the caller's token and saves the answer as a file (`fallbackName` without a header). */
export async function downloadWikiFile(url: string, caller: WikiCaller, fallbackName: string): Promise<void> {
  const res = await fetch(url, { headers: headersOf(caller) });
  if (!res.ok) throw await failureOf(res);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** True for an image type the server accepts (no SVG). */
export const isWikiImageType = (type: string): boolean => (WIKI_IMAGE_TYPES as readonly string[]).includes(type);

/** POSTs an image's bytes to /wiki/pages/{pageId}/images; resolves with its url. */
export async function uploadWikiImage(pageId: number, file: Blob, caller: WikiCaller): Promise<WikiImage> {
  if (!isWikiImageType(file.type)) throw new WikiFileError('BAD_TYPE');
  if (file.size > WIKI_IMAGE_MAX_BYTES) throw new WikiFileError('TOO_LARGE');
  const res = await fetch(`/wiki/pages/${pageId}/images`, {
    method: 'POST',
    headers: { ...headersOf(caller), 'content-type': file.type, accept: 'application/json' },
    body: file,
  });
  if (!res.ok) throw await failureOf(res);
  const body = (await res.json()) as { data: WikiImage };
  return body.data;
}

const isMarkdown = (name: string) => /\.(md|markdown)$/i.test(name);

/** A file's bytes (FileReader: every browser, and jsdom, has it; Blob.arrayBuffer is newer). */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The markdown files of what the user chose: `.md` files as they are, a `.zip`'s `.md` entries
 * with their folder paths (so `Guide/Setup.md` nests under `Guide`). Throws NO_MARKDOWN when
 * nothing is left, BAD_ZIP for an unreadable archive.
 */
export async function readImportFiles(chosen: readonly File[]): Promise<WikiImportFile[]> {
  const files: WikiImportFile[] = [];
  for (const file of chosen) {
    if (/\.zip$/i.test(file.name)) {
      let entries: Record<string, Uint8Array>;
      try {
        entries = unzipSync(await bytesOf(file));
      } catch {
        throw new WikiFileError('BAD_ZIP');
      }
      for (const [path, bytes] of Object.entries(entries))
        if (isMarkdown(path) && !path.startsWith('__MACOSX/')) files.push({ path, content: strFromU8(bytes) });
    } else if (isMarkdown(file.name)) files.push({ path: file.name, content: strFromU8(await bytesOf(file)) });
  }
  if (files.length === 0) throw new WikiFileError('NO_MARKDOWN');
  return files;
}

/** GETs `url` with the caller's token and answers the body as text (the page's markdown export). */
export async function fetchWikiText(url: string, caller: WikiCaller): Promise<string> {
  const res = await fetch(url, { headers: headersOf(caller) });
  if (!res.ok) throw await failureOf(res);
  return res.text();
}
