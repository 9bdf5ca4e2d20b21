/**
 * The edit form of one board sticker definition (issue 4 item 1; spec/board.md §3): name (named
 * types, required), automation, states, intervals and number settings by type. Checked with the
 * shared body schemas before sending; POST for a new definition, PUT for an existing one. Server
 * field errors (400 `data` shaped like the body: `{name}`, `{configs: {states: {0: {name}}}}`) are
 * shown on their inputs; another failure shows its message above the form.
 */
import { useState, type FormEvent } from 'react';
import { useStickerSettingsTranslation } from './stickerSettingsTexts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FieldErrors } from '../../../../shared/envelope';
import { V } from '../../../../shared/validation';
import type { CatalogueStickerType } from '../../../../shared/stickers/stickerTypes';
import type { BoardSticker } from '../../../../shared/stickers/stickerWire';
import { createBoardStickerBody, updateBoardStickerBody } from '../../../../shared/stickers/stickerWire';
import type { CompanyMember } from '../../board/boardApi';
import { clientFieldErrors, shownErrorOf, type ShownError } from '../../session/fieldMessages';
import { useTranslate } from '../../session/formErrors';
import { useCreateBoardStickerMutation, useUpdateBoardStickerMutation } from '../boardStickerApi';
import { AutomationSettings } from './AutomationSettings';
import { IntervalsEditor } from './IntervalsEditor';
import { NumberSettings } from './NumberSettings';
import { StatesEditor } from './StatesEditor';
import { configsOf, draftOf, errorAt, mergeErrors, sectionsOf, type DefinitionDraft } from './definitionDraft';

interface Props {
  boardId: number;
  type: CatalogueStickerType;
  /** The definition being edited; absent for a new one. */
  sticker?: BoardSticker;
  members: CompanyMember[];
  onDone: () => void;
  onCancel: () => void;
}

const asTree = (value: unknown): FieldErrors | undefined =>
  value && typeof value === 'object' ? (value as FieldErrors) : undefined;

export function DefinitionForm({ boardId, type, sticker, members, onDone, onCancel }: Props) {
  const { t } = useStickerSettingsTranslation();
  const translate = useTranslate();
  const [draft, setDraft] = useState<DefinitionDraft>(() => draftOf(sticker));
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<ShownError | null>(null);
  const [create, creating] = useCreateBoardStickerMutation();
  const [update, updating] = useUpdateBoardStickerMutation();
  const sections = sectionsOf(type);
  const change = (next: Partial<DefinitionDraft>) => setDraft((d) => ({ ...d, ...next }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = sections.name ? draft.name : null;
    const body = sticker ? { name, configs: configsOf(type, draft) } : { type, name, configs: configsOf(type, draft) };
    const parsed = sticker ? updateBoardStickerBody.safeParse(body) : createBoardStickerBody.safeParse(body);
    const errors = parsed.success ? {} : clientFieldErrors(parsed.error.issues, body, translate);
    // A named type needs a name (the server answers the same, field `name`).
    if (sections.name && !draft.name.trim()) errors.name = translate(V.required);
    setServerError(null);
    setClientErrors(errors);
    if (!parsed.success || Object.keys(errors).length) return;
    try {
      if (sticker) await update({ boardId, id: sticker.id, body: parsed.data }).unwrap();
      else await create({ boardId, body: parsed.data as typeof createBoardStickerBody._output }).unwrap();
      onDone();
    } catch (error) {
      setServerError(shownErrorOf(error, t('errors.save')));
    }
  };

  const errors = mergeErrors(clientErrors, serverError?.fieldErrors);
  const configErrors = asTree(errors.configs);
  const hasFieldErrors = Object.keys(serverError?.fieldErrors ?? {}).length > 0;
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
      {serverError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {hasFieldErrors ? t('errors.save') : serverError.message}
        </Alert>
      )}
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {sections.name && (
          <TextField
            label={t('name')}
            name="name"
            value={draft.name}
            required
            autoFocus
            onChange={(e) => change({ name: e.target.value })}
            error={Boolean(errorAt(errors, 'name'))}
            helperText={errorAt(errors, 'name')}
          />
        )}
        {errorAt(errors, 'type') && <Alert severity="error">{errorAt(errors, 'type')}</Alert>}
        <AutomationSettings
          draft={draft}
          sections={sections}
          members={members}
          onChange={change}
          errors={asTree(configErrors?.automation)}
        />
        {sections.states && (
          <StatesEditor
            states={draft.states}
            onChange={(states) => change({ states })}
            errors={asTree(configErrors?.states)}
          />
        )}
        {sections.intervals && (
          <IntervalsEditor
            intervals={draft.intervals}
            onChange={(intervals) => change({ intervals })}
            errors={asTree(configErrors?.intervals)}
          />
        )}
        {sections.number && <NumberSettings draft={draft} onChange={change} errors={asTree(configErrors?.number)} />}
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" loading={creating.isLoading || updating.isLoading}>
          {sticker ? t('save') : t('create')}
        </Button>
      </Box>
    </Box>
  );
}
