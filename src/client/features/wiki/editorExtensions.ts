/**
 * The wiki editor's TipTap extensions (issue 18): the schema shared with the server
 * (src/shared/wiki/wikiDocument.ts `wikiExtensions()`) plus behaviour only — no node or mark of its
 * own, so the server's markdown, search text and revisions know every node the editor writes:
 * - Collaboration on the page's Y.Doc (field WIKI_YJS_FIELD) and CollaborationCaret on the
 *   provider's awareness (the user's name and colour);
 * - Placeholder on an empty page;
 * - the mention picker on "@" (company members; Mention's own suggestion, configured) and the card
 *   picker on "#" + task number (inserts a `cardLink`), both listed by SuggestionPopup;
 * - `cardLink` drawn by a React node view (CardLinkView: the card's live name and done state);
 * - no autolinking of what arrives from the Y.Doc (the page's content on open, the others' edits):
 *   their author's editor linked it as it was typed, and scanning a 50,000-character page that
 *   just arrived cost the open a noticeable share of its time (issue 18 "Speed").
 */
import type { AnyExtension } from '@tiptap/core';
import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { ReactNodeViewRenderer } from '@tiptap/react';
import Collaboration, { isChangeOrigin } from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import Placeholder from '@tiptap/extension-placeholder';
import { Suggestion } from '@tiptap/suggestion';
import type * as Y from 'yjs';
import { WIKI_YJS_FIELD } from '../../../shared/wiki/wiki.types';
import { wikiExtensions } from '../../../shared/wiki/wikiDocument';
import { CardLinkView } from './CardLinkView';
import { menuRender, type SuggestionMenuStore } from './suggestionMenu';
import type { WikiSocketProvider } from './wikiSocketProvider';

/** A member the "@" picker offers. */
export interface MentionCandidate {
  id: number;
  name: string;
}

/** A card the "#" picker found (or did not: `name` null). */
export interface CardCandidate {
  counter: number;
  name: string | null;
}

/** What the editor's extensions need. */
export interface WikiEditorSetup {
  doc: Y.Doc;
  provider: WikiSocketProvider;
  /** The caret's label and colour (#rrggbb). */
  user: { name: string; color: string };
  placeholder: string;
  menu: SuggestionMenuStore;
  /** Members matching a query (at most a handful). */
  members: (query: string) => MentionCandidate[];
  /** The card with a task number, or null when there is none. */
  findCard: (counter: number) => Promise<CardCandidate>;
  /** Labels of card items: `#12 Name`, or "no card #12". */
  cardLabel: (card: CardCandidate) => string;
}

/** "#" + digits → a cardLink node (a space after it). */
function cardLinkPicker(setup: WikiEditorSetup) {
  return Extension.create({
    name: 'cardLinkPicker',
    addProseMirrorPlugins() {
      return [
        Suggestion<CardCandidate, CardCandidate>({
          editor: this.editor,
          char: '#',
          pluginKey: new PluginKey('cardLinkPicker'),
          debounce: 150,
          items: async ({ query }) => (/^\d{1,9}$/.test(query) ? [await setup.findCard(Number(query))] : []),
          command: ({ editor, range, props }) => {
            if (props.name === null) return;
            editor
              .chain()
              .focus()
              .insertContentAt(range, [
                { type: 'cardLink', attrs: { counter: props.counter } },
                { type: 'text', text: ' ' },
              ])
              .run();
          },
          render: menuRender<CardCandidate>(setup.menu, 'card', (card) => ({
            key: String(card.counter),
            label: setup.cardLabel(card),
            disabled: card.name === null,
          })),
        }),
      ];
    },
  });
}

/** Marks the Y.Doc's own transactions `preventAutolink` (the Link extension's switch; see the header). */
const SyncedContentNotAutolinked = Extension.create({
  name: 'syncedContentNotAutolinked',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('syncedContentNotAutolinked'),
        filterTransaction: (tr) => {
          if (isChangeOrigin(tr)) tr.setMeta('preventAutolink', true);
          return true;
        },
      }),
    ];
  },
});

/** The extensions of one page's editor. */
export function wikiEditorExtensions(setup: WikiEditorSetup): AnyExtension[] {
  const schema = wikiExtensions().map((extension) => {
    if (extension.name === 'mention')
      return extension.configure({
        HTMLAttributes: { class: 'wiki-mention' },
        suggestion: {
          char: '@',
          items: ({ query }: { query: string }) =>
            setup.members(query).map((m) => ({ id: String(m.id), label: m.name })),
          render: menuRender<{ id: string; label: string }>(setup.menu, 'mention', (m) => ({
            key: m.id,
            label: m.label,
          })),
        },
      });
    if (extension.name === 'cardLink')
      return (extension as unknown as { extend: (config: object) => AnyExtension }).extend({
        addNodeView() {
          return ReactNodeViewRenderer(CardLinkView, { as: 'span' });
        },
      });
    return extension;
  });
  return [
    ...schema,
    Collaboration.configure({ document: setup.doc, field: WIKI_YJS_FIELD }),
    CollaborationCaret.configure({ provider: setup.provider, user: setup.user }),
    Placeholder.configure({ placeholder: setup.placeholder }),
    cardLinkPicker(setup),
    SyncedContentNotAutolinked,
  ];
}
