/**
 * A column of the board (spec/board.md §2 "Column content: an 'Add card' button; … the card list
 * with drag and drop; a 'Show more N' button; a collapsible 'Archive (count)' section"). Columns
 * are sortable horizontally by their handle (pointer or Space + arrows) and by the menu's arrows.
 * Plain elements with the classes of columnStyles.ts (the board inserts that stylesheet once).
 */
import { memo, type CSSProperties } from 'react';
import { useTranslation } from '../../app/translation';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { topListKey } from './boardCache';
import { useBoardContext, useBoardSelector } from './boardContext';
import { AddCardForm } from './AddCardForm';
import { ArchiveSection } from './ArchiveSection';
import { CardList, FIRST_PAINT_CARDS } from './CardList';
import { ColumnHeader } from './ColumnHeader';

/** Width of a column, px. */
export const COLUMN_WIDTH = 300;

/** A column's horizontal step on the board: its width and the 16 px gap (BoardView). */
const COLUMN_STRIDE = COLUMN_WIDTH + 16;

/**
 * Tiles a column paints first (CardList `firstPaint`): FIRST_PAINT_CARDS when the column starts
 * inside the window, else one — the board opens scrolled to its left edge, so the columns beyond
 * the window's width are drawn in the background render that follows (issue 13).
 */
export function firstPaintCards(index: number, windowWidth = window.innerWidth): number {
  return index * COLUMN_STRIDE < windowWidth ? FIRST_PAINT_CARDS : 1;
}
export const columnDndId = (id: number) => `column:${id}`;

interface Props {
  columnId: number;
  index: number;
  count: number;
  onMove: (columnId: number, delta: -1 | 1) => void;
}

export const BoardColumn = memo(function BoardColumn({ columnId, index, count, onMove }: Props) {
  const { t } = useTranslation('board');
  const { editable, guest } = useBoardContext();
  const column = useBoardSelector((d) => d.columns.entities[columnId]);
  const sortable = useSortable({ id: columnDndId(columnId), data: { type: 'column', columnId }, disabled: !editable });
  if (!column) return null;

  const handle = (
    <button
      type="button"
      className="column-handle"
      ref={sortable.setActivatorNodeRef}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={t('column.drag', { name: column.name })}
      aria-roledescription={t('dnd.columnRole')}
    />
  );

  return (
    <section
      ref={sortable.setNodeRef}
      className="column-root"
      aria-label={column.name}
      data-color={column.color ? '' : undefined}
      data-dragging={sortable.isDragging ? '' : undefined}
      style={
        {
          transform: CSS.Translate.toString(sortable.transform),
          transition: sortable.transition,
          '--column-color': column.color ?? undefined,
        } as CSSProperties
      }
    >
      <ColumnHeader
        column={column}
        handle={editable ? handle : null}
        canMoveLeft={index > 0}
        canMoveRight={index < count - 1}
        onMove={(delta) => onMove(columnId, delta)}
      />
      {/* Guests create cards only with allowCreateTasks (spec/board.md §6). */}
      {(editable || guest?.allowCreateTasks) && <AddCardForm columnId={columnId} />}
      <div className="column-scroll" data-column-scroll>
        <CardList
          listKey={topListKey(columnId)}
          kind="cards"
          ownerId={columnId}
          level={0}
          firstPaint={firstPaintCards(index)}
        />
        <ArchiveSection columnId={columnId} />
      </div>
    </section>
  );
});
