/**
 * Markdown of card descriptions (issue 3 Deliver 5: "rendered output sanitised"). `marked` turns
 * the text into HTML; raw HTML written in the text is shown as text, not markup, and DOMPurify then
 * removes anything executable that Markdown itself could produce (javascript: links, handlers).
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    // Raw HTML in a description is text (no injection), e.g. "<b>" shows as "<b>".
    html: ({ text }) => escapeHtml(text),
  },
});

/** Safe HTML of a Markdown text: links open in a new tab with rel=noopener; scripts and handlers stripped. */
export function renderMarkdown(text: string): string {
  const html = marked.parse(text ?? '') as string;
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  // Links leave the app in a new tab without access to it.
  return clean.replace(/<a /g, '<a target="_blank" rel="noopener noreferrer" ');
}
