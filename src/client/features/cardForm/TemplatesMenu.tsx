/**
 * The column's 'Task Templates' menu (spec/board.md §2 "a template menu titled 'Task Templates'
 * with a loading text, 'No templates available' when empty, and a list of templates showing name
 * and description truncated to 50 characters plus an ellipsis"; §8 a templates loading failure is
 * logged and the list resets to empty). The list (GET /board/{boardId}/task-templates) is fetched
 * when the menu opens; choosing a template calls `onChoose` (the column opens the prefilled form).
 * The button is drawn at rest; the menu (TemplatesMenuPopup.tsx) is a lazy chunk, mounted while open.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../app/translation';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../LazyTooltip';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import type { TaskTemplate } from '../../../shared/board/taskTemplates';
import { lazyDialog } from '../lazyDialog';
import { useTaskTemplatesQuery } from './templatesApi';

/** The menu itself (TemplatesMenuPopup.tsx), in the board's menus chunk: fetched when the board is idle. */
const TemplatesMenuPopup = lazyDialog(() =>
  import(/* webpackChunkName: "board-menus" */ './TemplatesMenuPopup').then((m) => m.TemplatesMenuPopup),
);

interface Props {
  boardId: number;
  onChoose: (template: TaskTemplate) => void;
}

export function TemplatesMenu({ boardId, onChoose }: Props) {
  const { t } = useTranslation('cardForm');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, isLoading, error } = useTaskTemplatesQuery(boardId, { skip: !anchor });
  useEffect(() => {
    if (error) console.warn('task templates not loaded', error);
  }, [error]);
  const templates = error ? [] : (data ?? []);
  const title = t('templates.title');

  return (
    <>
      <LazyTooltip title={title}>
        <IconButton
          size="small"
          aria-label={t('templates.open')}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <PostAddOutlined fontSize="small" />
        </IconButton>
      </LazyTooltip>
      {anchor && (
        <TemplatesMenuPopup
          anchor={anchor}
          templates={templates}
          isLoading={isLoading}
          onChoose={onChoose}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
