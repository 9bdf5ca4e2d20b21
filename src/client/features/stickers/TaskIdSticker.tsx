/**
 * The task id system sticker (spec/board.md §2 strip, §8 "Copy task ID: success toast 'Task ID {id}
 * copied to clipboard'; on clipboard failure a fallback copy is tried, then 'Failed to copy task
 * ID'"). A click gesture (not a long click or drag, §4) copies `#<counter>`; Enter/Space too.
 */
import { useTranslation } from 'react-i18next';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCopyTaskId } from './useCopyTaskId';
import { useStickerGesture } from './useStickerGesture';

interface Props {
  counter: number;
  sx: object;
}

export function TaskIdSticker({ counter, sx }: Props) {
  const { t } = useTranslation('board');
  const copy = useCopyTaskId();
  const id = `#${counter}`;
  const gesture = useStickerGesture({ onClick: () => void copy(counter) });
  return (
    <Tooltip title={t('sticker.taskIdHint')}>
      <Typography
        component="span"
        role="button"
        tabIndex={0}
        aria-label={t('sticker.taskIdCopy', { id })}
        {...gesture}
        sx={{ ...sx, fontWeight: 600, cursor: 'pointer' }}
      >
        {id}
      </Typography>
    </Tooltip>
  );
}
