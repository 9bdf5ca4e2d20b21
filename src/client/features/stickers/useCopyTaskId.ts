/**
 * Copies a task id `#<counter>` with its toasts (spec/board.md §8 "Copy task ID: success toast
 * 'Task ID {id} copied to clipboard'; on clipboard failure a fallback copy is tried, then 'Failed to
 * copy task ID'"). Used by the task id sticker and the card menu's 'Task ID'.
 */
import { useCallback } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import { copyToClipboard } from '../company/clipboard';

/** `(counter) => Promise<void>`: copies `#counter` and shows the success or failure toast. */
export function useCopyTaskId(): (counter: number) => Promise<void> {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (counter: number) => {
      const id = `#${counter}`;
      if (await copyToClipboard(id)) enqueueSnackbar(t('sticker.taskIdCopied', { id }), { variant: 'success' });
      else enqueueSnackbar(t('sticker.taskIdCopyFailed'), { variant: 'error' });
    },
    [t, enqueueSnackbar],
  );
}
