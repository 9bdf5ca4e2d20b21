/**
 * The wiki page's document schema (issue 18), one list of TipTap extensions for the client's editor
 * and the server (which turns a page's Yjs state into ProseMirror JSON, markdown and search text,
 * and markdown into pages): a node the client could write but the server did not know would be
 * dropped from exports and revisions, so both build their schema here.
 *
 * Content: StarterKit (paragraphs, headings, bold/italic/strike/code/underline, links, lists,
 * blockquote, code blocks, horizontal rule, hard break; its undo/redo is off because Yjs keeps the
 * history of a collaborative page), task lists, tables, images (`src` a WikiImage url), mentions of
 * company members (`id` the user id, `label` the name) and card links (`cardLink`, attribute
 * `counter`: the card's task number in the company, shown by the client with the card's live name
 * and done state; markdown `#<counter>`, both ways).
 *
 * Client-only extensions (Collaboration, CollaborationCaret, Placeholder, the mention and card
 * suggestion menus, node views) add behaviour, never nodes or marks: the schema stays this one.
 */
import { Node, mergeAttributes, type AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { TableKit } from '@tiptap/extension-table';
import Image from '@tiptap/extension-image';
import Mention from '@tiptap/extension-mention';

/** An inline link to a card by its task number (spec/board.md taskId sticker: the company counter). */
export const CardLink = Node.create({
  name: 'cardLink',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      counter: {
        default: null,
        parseHTML: (element) => Number(element.getAttribute('data-card-link')) || null,
        renderHTML: (attributes) => ({ 'data-card-link': attributes.counter }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-card-link]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), `#${node.attrs.counter}`];
  },
  renderText({ node }) {
    return `#${node.attrs.counter}`;
  },
  renderMarkdown: (node: { attrs?: { counter?: number } }) => `#${node.attrs?.counter ?? ''}`,
  // `#123` (not inside a word: `issue#1` stays text) reads back as a card link (markdown import).
  markdownTokenizer: {
    name: 'cardLink',
    level: 'inline',
    start: (src: string) => {
      const found = /(^|[^\p{L}\p{N}_&])#\d/u.exec(src);
      return found ? found.index + found[1].length : -1;
    },
    tokenize: (src: string) => {
      const found = /^#(\d{1,9})(?![\p{L}\p{N}_])/u.exec(src);
      return found ? { type: 'cardLink', raw: found[0], counter: Number(found[1]) } : undefined;
    },
  },
  parseMarkdown: (token) => ({ type: 'cardLink', attrs: { counter: Number(token.counter) || null } }),
});

/** The schema's extensions; the client appends behaviour-only ones (see the file header). */
export function wikiExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({ undoRedo: false, link: { openOnClick: false, autolink: true } }),
    TaskList,
    TaskItem.configure({ nested: true }),
    TableKit.configure({ table: { resizable: false } }),
    Image,
    Mention,
    CardLink,
  ];
}
