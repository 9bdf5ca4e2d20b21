/**
 * 'Add column' at the end of the board (spec/board.md §2 Board view): at rest a plain button with
 * the classes of columnStyles.ts; it opens the name form (AddColumnForm.tsx), which is in the
 * board's menus chunk, prefetched when the board is idle after its first paint.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import { lazyDialog } from '../lazyDialog';

/** The name form, in the board's menus chunk (one request for the board's lazy menus and forms). */
const AddColumnForm = lazyDialog(() =>
  import(/* webpackChunkName: "board-menus" */ './AddColumnForm').then((m) => m.AddColumnForm),
);

export function AddColumn() {
  const { t } = useTranslation('board');
  const [open, setOpen] = useState(false);
  if (open) return <AddColumnForm onClose={() => setOpen(false)} />;
  return (
    <button type="button" className="column-add" onClick={() => setOpen(true)}>
      {t('column.add')}
    </button>
  );
}
