/**
 * The 'Task Templates' menu's list (TemplatesMenu.tsx; spec/board.md §2 "a template menu titled
 * 'Task Templates' with a loading text, 'No templates available' when empty, and a list of
 * templates showing name and description truncated to 50 characters plus an ellipsis"). In the
 * board's menus chunk (lazyDialog.tsx): a column's resting look draws only the menu's button.
 * Open while mounted.
 */
import { useTranslation } from '../../app/translation';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { TaskTemplate } from '../../../shared/board/taskTemplates';
import { templateDescriptionPreview } from '../../../shared/board/taskTemplateText';

export interface TemplatesMenuPopupProps {
  /** The menu's button. */
  anchor: HTMLElement;
  /** The templates (empty while loading or after a failure). */
  templates: TaskTemplate[];
  isLoading: boolean;
  /** A template was chosen (the menu closes first). */
  onChoose: (template: TaskTemplate) => void;
  onClose: () => void;
}

/** The menu at `anchor`. */
export function TemplatesMenuPopup({ anchor, templates, isLoading, onChoose, onClose }: TemplatesMenuPopupProps) {
  const { t } = useTranslation('cardForm');
  const title = t('templates.title');
  return (
    <Menu anchorEl={anchor} open onClose={onClose} slotProps={{ list: { 'aria-label': title } }}>
      <ListSubheader sx={{ lineHeight: 2.5 }}>{title}</ListSubheader>
      {isLoading && <MenuItem disabled>{t('templates.loading')}</MenuItem>}
      {!isLoading && !templates.length && <MenuItem disabled>{t('templates.empty')}</MenuItem>}
      {!isLoading &&
        templates.map((template) => (
          <MenuItem
            key={template.id}
            onClick={() => {
              onClose();
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
  );
}
