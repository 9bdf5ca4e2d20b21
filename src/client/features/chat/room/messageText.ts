/**
 * A message's text as HTML (issue 16 "Markdown in messages rendered with marked + DOMPurify as on
 * cards"; features/board/markdown.ts renders and sanitises, links open in a new tab with
 * rel="noopener noreferrer"), with mentions marked: `@Name` of mentioned members and `@room` are
 * wrapped in `<span class="chat-mention">`, the reader's own in `chat-mention chat-mention-me`.
 * Mentions are found in text nodes only (never inside links' attributes), after sanitising.
 */
import { renderMarkdown } from '../../board/markdown';

export interface MentionName {
  name: string;
  /** The reader themself (or @room). */
  mine: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Safe HTML of `text` with `@Name` of `names` (and @room when `room`) wrapped. */
export function messageHtml(text: string, names: MentionName[], room: { mentioned: boolean; mine: boolean }): string {
  const html = renderMarkdown(text);
  const all = [...names];
  if (room.mentioned) all.push({ name: 'room', mine: room.mine });
  if (!all.length || typeof document === 'undefined' || !html.includes('@')) return html;
  const byName = new Map(all.map((entry) => [entry.name.toLowerCase(), entry]));
  const pattern = new RegExp(
    `@(${all
      .map((entry) => entry.name)
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
    'gi',
  );
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const node of texts) {
    const value = node.nodeValue ?? '';
    pattern.lastIndex = 0;
    if (!pattern.test(value)) continue;
    pattern.lastIndex = 0;
    const fragment = document.createDocumentFragment();
    let from = 0;
    for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
      fragment.append(value.slice(from, match.index));
      const span = document.createElement('span');
      span.className = byName.get(match[1].toLowerCase())?.mine ? 'chat-mention chat-mention-me' : 'chat-mention';
      span.textContent = match[0];
      fragment.append(span);
      from = match.index + match[0].length;
    }
    fragment.append(value.slice(from));
    node.replaceWith(fragment);
  }
  return template.innerHTML;
}

/** A search snippet split at the server's «…» markers: odd parts are matches (shown as <mark>). */
export function snippetParts(snippet: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  const pattern = /«([^«»]*)»/g;
  let from = 0;
  for (let match = pattern.exec(snippet); match; match = pattern.exec(snippet)) {
    if (match.index > from) parts.push({ text: snippet.slice(from, match.index), match: false });
    parts.push({ text: match[1], match: true });
    from = match.index + match[0].length;
  }
  if (from < snippet.length) parts.push({ text: snippet.slice(from), match: false });
  return parts;
}
