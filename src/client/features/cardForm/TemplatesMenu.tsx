/**
 * The column's 'Task Templates' menu (spec/board.md §2 "a template menu titled 'Task Templates'
 * with a loading text, 'No templates available' when empty, and a list of templates showing name
 * and description truncated to 50 characters plus an ellipsis"; §8 a templates loading failure is
 * logged and the list resets to empty). The list (GET /board/{boardId}/task-templates) is fetched
 * when the menu opens; choosing a template calls `onChoose` (the column opens the prefilled form).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../app/translation';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LazyTooltip } from '../LazyTooltip';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import type { TaskTemplate } from '../../../shared/board/taskTemplates';
import { templateDescriptionPreview } from '../../../shared/board/taskTemplateText';
import { useTaskTemplatesQuery } from './templatesApi';

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
        <Menu anchorEl={anchor} open onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': title } }}>
          <ListSubheader sx={{ lineHeight: 2.5 }}>{title}</ListSubheader>
          {isLoading && <MenuItem disabled>{t('templates.loading')}</MenuItem>}
          {!isLoading && !templates.length && <MenuItem disabled>{t('templates.empty')}</MenuItem>}
          {!isLoading &&
            templates.map((template) => (
              <MenuItem
                key={template.id}
                onClick={() => {
                  setAnchor(null);
                  onChoose(template);
                }}
                sx={{ maxWidth: 320 }}
              >
                <ListItemText
                  primary={template.name}
                  secondary={templateDescriptionPreview(template.description) || undefined}
                  slotProps={{ secondary: { sx: { whiteSpace: 'normal', wordBreak: 'break-word' } } }}
                />
              </MenuItem>
            ))}
        </Menu>
      )}
    </>
  );
}
