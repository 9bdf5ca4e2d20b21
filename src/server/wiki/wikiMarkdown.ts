/**
 * Conversions of a wiki page's content (issue 18) on the server, all through the schema shared with
 * the client's editor (src/shared/wiki/wikiDocument.ts): Yjs document ⇄ ProseMirror JSON (y-tiptap,
 * fragment WIKI_YJS_FIELD) ⇄ markdown (TipTap's MarkdownManager), and the plain text that search
 * indexes (blocks separated by newlines, a card link as `#<counter>`, a mention as `@<label>`).
 */
import { getSchema, type JSONContent } from '@tiptap/core';
import { MarkdownManager } from '@tiptap/markdown';
import type { Node as PmNode, Schema } from '@tiptap/pm/model';
import { prosemirrorJSONToYXmlFragment, yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { WIKI_YJS_FIELD } from '../../shared/wiki/wiki.types';
import { wikiExtensions } from '../../shared/wiki/wikiDocument';

let shared: { schema: Schema; markdown: MarkdownManager } | undefined;

/** The schema and markdown manager (built once per process). */
function tools() {
  shared ??= { schema: getSchema(wikiExtensions()), markdown: new MarkdownManager({ extensions: wikiExtensions() }) };
  return shared;
}

/** An empty page's ProseMirror JSON. */
const EMPTY_DOC: JSONContent = { type: 'doc', content: [{ type: 'paragraph' }] };

/** The content of a page in every form the server keeps. */
export interface PageContent {
  /** ProseMirror JSON (what a restore writes back). */
  json: JSONContent;
  markdown: string;
  /** Plain text for search. */
  text: string;
}

/** The leaf text of atoms (card links, mentions) in the search text. */
function leafText(node: PmNode): string {
  if (node.type.name === 'cardLink') return `#${node.attrs.counter ?? ''}`;
  if (node.type.name === 'mention') return `@${node.attrs.label ?? node.attrs.id ?? ''}`;
  return node.type.spec.leafText?.(node) ?? '';
}

/** ProseMirror JSON → markdown and plain text; JSON the schema refuses reads as an empty page. */
export function contentOfJson(json: JSONContent): PageContent {
  const { schema, markdown } = tools();
  let node: PmNode;
  try {
    node = schema.nodeFromJSON(json);
  } catch {
    node = schema.nodeFromJSON(EMPTY_DOC);
    json = EMPTY_DOC;
  }
  const text = node.textBetween(0, node.content.size, '\n', leafText);
  return { json, markdown: markdown.serialize(json), text };
}

/** The ProseMirror JSON of a Yjs document's page fragment. */
export function jsonOfDoc(doc: Y.Doc): JSONContent {
  const json = yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(WIKI_YJS_FIELD)) as JSONContent;
  return json.content && json.content.length > 0 ? json : EMPTY_DOC;
}

/** Everything of a Yjs document's page (see PageContent). */
export const contentOfDoc = (doc: Y.Doc): PageContent => contentOfJson(jsonOfDoc(doc));

/** Markdown → ProseMirror JSON (the schema's nodes only). */
export function jsonOfMarkdown(text: string): JSONContent {
  const json = tools().markdown.parse(text);
  return json.content && json.content.length > 0 ? json : EMPTY_DOC;
}

/**
 * Replaces the page fragment of `doc` with `json` in ONE transaction (y-tiptap diffs the fragment
 * against the new content); answers the Yjs update of that change (empty changes give null).
 */
export function replaceContent(doc: Y.Doc, json: JSONContent): Uint8Array | null {
  const { schema } = tools();
  const updates: Uint8Array[] = [];
  const collect = (update: Uint8Array) => updates.push(update);
  doc.on('update', collect);
  try {
    doc.transact(() => {
      prosemirrorJSONToYXmlFragment(schema, json, doc.getXmlFragment(WIKI_YJS_FIELD));
    });
  } finally {
    doc.off('update', collect);
  }
  if (updates.length === 0) return null;
  return updates.length === 1 ? updates[0] : Y.mergeUpdates(updates);
}

/** A new Yjs document state holding `json` (import). */
export function stateOfJson(json: JSONContent): Uint8Array {
  const doc = new Y.Doc();
  replaceContent(doc, json);
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}
