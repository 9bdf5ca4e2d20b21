/**
 * The task id system sticker (spec/board.md §2 strip, §8 "Copy task ID: success toast 'Task ID {id}
 * copied to clipboard'; on clipboard failure a fallback copy is tried, then 'Failed to copy task
 * ID'"). A click gesture (not a long click or drag, §4) copies `#<counter>`; Enter/Space too.
 * A light inline element styled by the strip (stripStyles.ts `.strip-task-id`).
 */
import { useTranslation } from '../../app/translation';
import { useCopyTaskId } from './useCopyTaskId';
import { useStickerGesture } from './useStickerGesture';

export function TaskIdSticker({ counter }: { counter: number }) {
  const { t } = useTranslation('board');
  const copy = useCopyTaskId();
  const id = `#${counter}`;
  const gesture = useStickerGesture({ onClick: () => void copy(counter) });
  return (
    <span
      className="strip-chip strip-task-id"
      role="button"
      tabIndex={0}
      aria-label={t('sticker.taskIdCopy', { id })}
      data-tooltip={t('sticker.taskIdHint')}
      {...gesture}
    >
      {id}
    </span>
  );
}
