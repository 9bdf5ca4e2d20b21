/**
 * The bridge between a TipTap suggestion (@tiptap/suggestion: "@" for members, "#" for cards) and
 * the React popup that lists its items (SuggestionPopup.tsx): the suggestion's `render()` writes
 * the open menu into a `SuggestionMenuStore`, the popup reads it with useSyncExternalStore, and
 * the keys ArrowUp/ArrowDown/Enter/Tab/Escape are handled here while the menu is open.
 */
import type { SuggestionKeyDownProps, SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';

/** An item of a menu: a label and whatever the command inserts. */
export interface SuggestionItem {
  key: string;
  label: string;
  /** Greyed out and not chosen (e.g. "no card with this number"). */
  disabled?: boolean;
}

/** The open menu, or null. */
export interface SuggestionMenuState {
  kind: 'mention' | 'card';
  items: SuggestionItem[];
  selected: number;
  query: string;
  rect: DOMRect | null;
  choose: (item: SuggestionItem) => void;
}

/** A tiny external store of one editor's open suggestion menu. */
export class SuggestionMenuStore {
  private state: SuggestionMenuState | null = null;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  readonly get = (): SuggestionMenuState | null => this.state;

  set(next: SuggestionMenuState | null) {
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }

  /** Handles a key while open; true when it was used. */
  key(event: KeyboardEvent): boolean {
    const state = this.state;
    if (!state) return false;
    const count = state.items.length;
    if (event.key === 'Escape') {
      this.set(null);
      return true;
    }
    if (count === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : count - 1;
      this.set({ ...state, selected: (state.selected + step) % count });
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      const item = state.items[state.selected];
      if (item && !item.disabled) state.choose(item);
      return true;
    }
    return false;
  }
}

/** The suggestion `render` that drives `store` (items of type I shown through `toItem`). */
export function menuRender<I>(
  store: SuggestionMenuStore,
  kind: SuggestionMenuState['kind'],
  toItem: (item: I) => SuggestionItem,
): NonNullable<SuggestionOptions<I, I>['render']> {
  return () => {
    const show = (props: SuggestionProps<I, I>) => {
      const items = props.items.map(toItem);
      const previous = store.get();
      store.set({
        kind,
        items,
        query: props.query,
        selected: previous && previous.kind === kind ? Math.min(previous.selected, Math.max(0, items.length - 1)) : 0,
        rect: props.clientRect?.() ?? null,
        choose: (item) => {
          const at = items.indexOf(item);
          if (at >= 0) props.command(props.items[at]);
        },
      });
    };
    return {
      onStart: show,
      onUpdate: show,
      onExit: () => store.set(null),
      onKeyDown: ({ event }: SuggestionKeyDownProps) => store.key(event),
    };
  };
}
