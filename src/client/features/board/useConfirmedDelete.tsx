/**
 * Deleting with the server's confirmation (spec/board.md §8 "Delete: HTTP 449 shows a confirm with
 * the server text; if accepted, the delete repeats with force=1. Other errors show 'Error
 * deleting'"; §2 "Delete confirm dialog (width 500) with Cancel and Delete").
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import { STATUS_OF } from '../../../shared/errors';
import { apiErrorOf } from '../../api/baseQuery';
import { lazyDialog } from '../lazyDialog';

/** The confirm dialog, in the board's menus chunk (lazyDialog.tsx): a board's first paint does not show it. */
const ConfirmDeleteDialog = lazyDialog(() =>
  import(/* webpackChunkName: "board-menus" */ './ConfirmDeleteDialog').then((m) => m.ConfirmDeleteDialog),
);

interface Pending {
  title?: string;
  message: string;
  resolve: (confirmed: boolean) => void;
}

/**
 * `run(remove, {title?})` calls `remove(false)`; on 449 it asks with the server's text (under
 * `title`, default 'Delete?') and, if confirmed, calls `remove(true)` (force=1). Resolves true when
 * deleted; any other failure shows 'Error deleting'. Render `dialog` somewhere. Used for cards,
 * columns and boards.
 */
export function useConfirmedDelete() {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState<Pending | null>(null);
  const [asked, setAsked] = useState(false);

  const fail = () => enqueueSnackbar(t('errors.delete'), { variant: 'error' });

  const run = async (
    remove: (force: boolean) => Promise<unknown>,
    options: { title?: string } = {},
  ): Promise<boolean> => {
    try {
      await remove(false);
      return true;
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (!apiError || apiError.status !== STATUS_OF.NEEDS_CONFIRMATION) {
        fail();
        return false;
      }
      setAsked(true);
      const confirmed = await new Promise<boolean>((resolve) =>
        setPending({ title: options.title, message: apiError.message, resolve }),
      );
      setPending(null);
      if (!confirmed) return false;
      try {
        await remove(true);
        return true;
      } catch {
        fail();
        return false;
      }
    }
  };

  // Mounted from the first confirmation on (its chunk is fetched when the board is idle), then kept
  // mounted so the dialog's closing transition plays.
  const dialog = asked && (
    <ConfirmDeleteDialog
      open={Boolean(pending)}
      title={pending?.title ?? t('confirm.title')}
      message={pending?.message ?? ''}
      onAnswer={(confirmed) => pending?.resolve(confirmed)}
    />
  );

  return { run, dialog };
}
