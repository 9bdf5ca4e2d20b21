/**
 * The board's task templates in board settings (issue 5 item 2; spec/board.md §9 "Template
 * description truncated at 50 characters"): each row shows the name and the description preview,
 * an edit button and a delete button asking for confirmation (DELETE
 * `/board/{boardId}/task-templates/{id}`); a failed delete is the toast 'Error deleting template'.
 */
import { useState } from 'react';
import { useTemplatesTranslation } from './templatesTexts';
import { useSnackbar } from '../../app/toasts';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { TaskTemplate } from '../../../shared/board/taskTemplates';
import { templateDescriptionPreview } from '../../../shared/board/taskTemplateText';
import { useDeleteTaskTemplateMutation } from '../cardForm/templateMutations';
import { ConfirmDialog } from '../company/ConfirmDialog';

interface Props {
  boardId: number;
  templates: TaskTemplate[];
  onEdit: (template: TaskTemplate) => void;
}

export function TemplateList({ boardId, templates, onEdit }: Props) {
  const { t } = useTemplatesTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [remove] = useDeleteTaskTemplateMutation();
  const [deleting, setDeleting] = useState<TaskTemplate | null>(null);

  return (
    <>
      <List aria-label={t('title')}>
        {templates.map((template) => (
          <ListItem
            key={template.id}
            divider
            secondaryAction={
              <>
                <IconButton aria-label={t('edit', { name: template.name })} onClick={() => onEdit(template)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
                <IconButton aria-label={t('delete', { name: template.name })} onClick={() => setDeleting(template)}>
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </>
            }
            sx={{ pr: 12 }}
          >
            <ListItemText
              primary={template.name}
              secondary={templateDescriptionPreview(template.description) || undefined}
            />
          </ListItem>
        ))}
      </List>
      {deleting && (
        <ConfirmDialog
          title={t('confirmDelete.title')}
          text={t('confirmDelete.text', { name: deleting.name })}
          confirmLabel={t('confirmDelete.confirm')}
          destructive
          onConfirm={() =>
            remove({ boardId, id: deleting.id })
              .unwrap()
              .catch(() => enqueueSnackbar(t('errors.delete'), { variant: 'error' }))
          }
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
