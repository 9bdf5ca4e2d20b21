/**
 * Create or edit one task template (spec/board.md §3 "Task template"; DESIGN §3 POST / PUT
 * `/board/{boardId}/task-templates[/{id}]`). Checked with the shared `taskTemplateBody` before
 * sending; server field errors (400 `name`, `taskName`, `executors`, `responsible`,
 * `stickers.<i>.stickerId`, `stickers.<i>.value…`) are shown on their inputs, any other failure
 * above the form. `onDone` runs after a successful save.
 */
import { useState, type FormEvent } from 'react';
import { useTemplatesTranslation } from './templatesTexts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TaskTemplate } from '../../../shared/board/taskTemplates';
import { taskTemplateBody } from '../../../shared/board/taskTemplates';
import type { FieldErrors } from '../../../shared/envelope';
import type { BoardSticker } from '../../../shared/stickers/stickerWire';
import { V } from '../../../shared/validation';
import type { CompanyMember } from '../board/boardApi';
import { useCreateTaskTemplateMutation, useUpdateTaskTemplateMutation } from '../cardForm/templateMutations';
import { clientFieldErrors, shownErrorOf, type ShownError } from '../session/fieldMessages';
import { useTranslate } from '../session/formErrors';
import { MemberPicker } from './MemberPicker';
import { TemplateStickers } from './TemplateStickers';
import { bodyOf, draftOf, messageAt, type TemplateDraft } from './templateDraft';

interface Props {
  boardId: number;
  /** The template being edited; absent for a new one. */
  template?: TaskTemplate;
  members: readonly CompanyMember[];
  definitions: readonly BoardSticker[];
  onDone: () => void;
  onCancel: () => void;
}

export function TemplateForm({ boardId, template, members, definitions, onDone, onCancel }: Props) {
  const { t } = useTemplatesTranslation();
  const translate = useTranslate();
  const [draft, setDraft] = useState<TemplateDraft>(() => draftOf(template));
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<ShownError | null>(null);
  const [create, creating] = useCreateTaskTemplateMutation();
  const [update, updating] = useUpdateTaskTemplateMutation();
  const change = (next: Partial<TemplateDraft>) => setDraft((d) => ({ ...d, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, invalidNumbers } = bodyOf(draft, definitions);
    const parsed = taskTemplateBody.safeParse(body);
    const errors = parsed.success ? {} : clientFieldErrors(parsed.error.issues, body, translate);
    for (const index of invalidNumbers) errors[`stickers.${index}.value`] = translate(V.invalidFormat);
    setServerError(null);
    setClientErrors(errors);
    if (!parsed.success || invalidNumbers.length) return;
    try {
      if (template) await update({ boardId, id: template.id, body }).unwrap();
      else await create({ boardId, body }).unwrap();
      onDone();
    } catch (error) {
      setServerError(shownErrorOf(error, t('errors.save')));
    }
  };

  const errorOf = (path: string) => messageAt(clientErrors, path) ?? messageAt(serverError?.fieldErrors, path);
  const hasFieldErrors = Object.keys(serverError?.fieldErrors ?? {}).length > 0;
  const text = (field: 'name' | 'description' | 'taskName' | 'taskDescription', multiline = false) => (
    <TextField
      label={t(`fields.${field}`)}
      name={field}
      value={draft[field]}
      required={field === 'name' || field === 'taskName'}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      onChange={(e) => change({ [field]: e.target.value })}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field)}
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      {serverError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {hasFieldErrors ? t('errors.fields') : serverError.message}
        </Alert>
      )}
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {text('name')}
        {text('description', true)}
        {text('taskName')}
        {text('taskDescription', true)}
        <MemberPicker
          label={t('fields.executors')}
          members={members}
          value={draft.executors}
          onChange={(executors) => change({ executors })}
          error={errorOf('executors')}
        />
        <MemberPicker
          label={t('fields.responsible')}
          members={members}
          value={draft.responsible}
          onChange={(responsible) => change({ responsible })}
          error={errorOf('responsible')}
        />
        <TemplateStickers
          stickers={draft.stickers}
          definitions={definitions}
          onChange={(stickers) => change({ stickers })}
          errorOf={(index) => errorOf(`stickers.${index}`)}
        />
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" loading={creating.isLoading || updating.isLoading}>
          {template ? t('save') : t('create')}
        </Button>
      </Box>
    </Box>
  );
}
