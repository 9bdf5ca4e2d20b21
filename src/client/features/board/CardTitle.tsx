/**
 * The title of a card tile with its inline edit (spec/board.md §4 "Inline title edit: starting
 * selects the card. Saves on blur, on Enter without Shift, or on click/press outside the card. Name
 * is trimmed; for an existing card it saves only if the trimmed name is non-empty and changed";
 * §8 inline save failure 'Ошибка сохранения' / 'Error saving'). Escape cancels. Outside editing the
 * title text carries the tile's keyboard handle (`handle`: role, name and drag attributes). At rest
 * it is two plain elements (the text and the pencil, styled by tileStyles.ts); the editor mounts
 * only while editing (TitleEditor.tsx, loaded on first use: lazyDialog.tsx).
 */
import type { HTMLAttributes, KeyboardEvent, Ref } from 'react';
import { useTranslation } from '../../app/translation';
import type { Card } from '../../../shared/board/board.types';
import { lazyDialog } from '../lazyDialog';

/**
 * The editor with MUI's InputBase (and its autosizing textarea) in the board's menus chunk: loaded
 * when the board is idle or on the first edit, so no tile's first paint carries it.
 */
const TitleEditor = lazyDialog(() =>
  import(/* webpackChunkName: "board-menus" */ './TitleEditor').then((m) => m.TitleEditor),
);

/** Attributes of the tile's focusable handle (dnd-kit's activator with the tile's accessible name). */
export type CardHandleProps = Omit<HTMLAttributes<HTMLElement>, 'onKeyDown'> & {
  ref: Ref<HTMLElement>;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

interface Props {
  card: Card;
  /** Spread on the title text (not while editing). */
  handle?: CardHandleProps;
  editing: boolean;
  /** Inline edit starts (the tile selects the card). */
  onEditStart: () => void;
  onEditEnd: () => void;
  canEdit: boolean;
}

/** The title text and its pencil, or the inline editor while `editing`. */
export function CardTitle({ card, handle, editing, onEditStart, onEditEnd, canEdit }: Props) {
  const { t } = useTranslation('board');
  if (editing) return <TitleEditor card={card} onEditEnd={onEditEnd} />;
  return (
    <>
      <span className="tile-title" {...handle}>
        {card.name}
      </span>
      {canEdit && (
        <button
          type="button"
          className="tile-edit"
          aria-label={t('card.edit')}
          onClick={(e) => {
            e.stopPropagation();
            onEditStart();
          }}
        />
      )}
    </>
  );
}
