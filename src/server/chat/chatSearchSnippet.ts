/**
 * Search hit snippets (ChatSearchHit.snippet): the message's markdown turned into plain text (no
 * markup, no HTML: the client shows it as text), cut to a window around the first match, with the
 * matched words wrapped in «…». Words match a query word case- and accent-insensitively, the last
 * query word as a prefix (as the full-text query does).
 */

/** Longest snippet (characters, without the ellipses). */
const SNIPPET_MAX = 160;
/** Characters of context kept before the first match. */
const LEAD = 50;
const WORD = /[\p{L}\p{N}]+/gu;

/** The query's words (letters and digits only; at most 10): the only part of the input search uses. */
export function queryWords(q: string): string[] {
  return (q.match(WORD) ?? []).slice(0, 10);
}

/** Lower case without diacritics ("Ёлка" → "елка", "Café" → "cafe"). */
export const folded = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Markdown source as plain text: markup dropped, link texts kept, whitespace collapsed. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<(https?:[^>\s]+)>/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_~`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The snippet of `markdown` for the query `words` (see the file header). */
export function snippetOf(markdown: string, words: readonly string[]): string {
  const text = plainText(markdown);
  const keys = words.map(folded);
  const last = keys.length - 1;
  const matches = (word: string) => {
    const key = folded(word);
    return keys.some((candidate, index) => (index === last ? key.startsWith(candidate) : key === candidate));
  };
  let first = -1;
  for (const match of text.matchAll(WORD)) {
    if (matches(match[0])) {
      first = match.index;
      break;
    }
  }
  let start = first > LEAD ? first - LEAD : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < first ? space + 1 : start;
  }
  const end = Math.min(text.length, start + SNIPPET_MAX);
  const window = text.slice(start, end).replace(WORD, (word) => (matches(word) ? `«${word}»` : word));
  return `${start > 0 ? '…' : ''}${window}${end < text.length ? '…' : ''}`;
}
