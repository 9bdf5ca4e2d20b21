/**
 * The new-card form (spec/board.md §2 "New-card form: multiline task name field (placeholder
 * 'Enter task name...', 2 rows, min height 50px, max 150px), Stickers area, Executors selector,
 * Responsible selector, Cancel and Save"; §4 Create form; §5 validation; §8 toasts, 3000 ms §9).
 * Enter saves, Shift+Enter breaks the line, Escape cancels. The name is never cut: near the
 * 200-character limit a counter shows, over it the limit in words (board/nameLimit.ts) and Save
 * is refused. Save checks the draft (name, then
 * 'Please select executor' / 'Please select responsible' / 'Please fill required stickers: {names}')
 * and sends ONE POST /editor/card/{columnId}[/{parentCardId}] with name, desc, stickers, members.
 * A refusal shows the server's text (else 'Error creating card') and puts the field errors under
 * `stickers.<i>.value` on their widgets. `onClose` is called after a save and on Cancel.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CARD_FORM_TOAST_AUTO_HIDE_MS } from '../../../shared/constants';
import type { FieldErrors } from '../../../shared/envelope';
import type { BoardSticker } from '../../../shared/stickers/stickerWire';
import { apiErrorOf } from '../../api/baseQuery';
import type { CompanyMember } from '../board/boardApi';
import { useCreateCardMutation } from '../board/cardApi';
import { useNameLimit } from '../board/nameLimit';
import { useStickerName } from '../stickers/stickerNames';
import { FormMembers } from './FormMembers';
import { FormStickers } from './FormStickers';
import { createBodyOf, draftProblem, type DraftProblem, type NewCardDraft } from './newCardDraft';

interface Props {
  boardId: number;
  columnId: number;
  parentCardId?: number | null;
  /** The draft to start from (newCardDraft.ts initialDraft / applyTemplate). */
  initial: NewCardDraft;
  definitions: readonly BoardSticker[];
  users: ReadonlyMap<number, CompanyMember['user']>;
  onClose: () => void;
}

/** `stickers.<i>.value` errors of the create call, keyed by the draft sticker's definition id. */
function stickerErrorsOf(fieldErrors: FieldErrors | undefined, draft: NewCardDraft): Record<number, FieldErrors> {
  const list = fieldErrors?.stickers;
  if (!list || typeof list !== 'object') return {};
  const result: Record<number, FieldErrors> = {};
  draft.stickers.forEach((s, i) => {
    const value = (list[String(i)] as FieldErrors | undefined)?.value;
    if (value) result[s.definition.id] = typeof value === 'string' ? { value } : value;
  });
  return result;
}

export function NewCardForm({ boardId, columnId, parentCardId, initial, definitions, users, onClose }: Props) {
  const { t } = useTranslation('cardForm');
  const nameOf = useStickerName();
  const { enqueueSnackbar } = useSnackbar();
  const [draft, setDraft] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [stickerErrors, setStickerErrors] = useState<Record<number, FieldErrors>>({});
  const [showDesc, setShowDesc] = useState(Boolean(initial.desc));
  const [createCard, { isLoading }] = useCreateCardMutation();
  const empty = !draft.name.trim();
  const nameLimit = useNameLimit(draft.name);
  const problem: DraftProblem | null = draftProblem(draft, definitions, nameOf);
  const toast = (text: string, variant: 'success' | 'error') =>
    enqueueSnackbar(text, { variant, autoHideDuration: CARD_FORM_TOAST_AUTO_HIDE_MS });

  const save = async () => {
    setAttempted(true);
    if (problem || isLoading) return;
    const body = createBodyOf(draft);
    try {
      await createCard({ columnId, parentCardId, ...body }).unwrap();
      toast(body.stickers.length ? t('createdWithStickers') : t('created'), 'success');
      onClose();
    } catch (error) {
      const failure = apiErrorOf(error);
      toast(failure?.message || t('createError'), 'error');
      setStickerErrors(stickerErrorsOf(failure?.fieldErrors, draft));
    }
  };

  // Name problems show under the name field; the others above the buttons.
  const message =
    attempted && problem && problem.key !== 'nameRequired' && problem.key !== 'nameTooLong'
      ? problem.key === 'fillRequired'
        ? t('fillRequired', { names: problem.names.join(', ') })
        : t(problem.key)
      : null;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('add')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      sx={{ mb: 1 }}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        margin="dense"
        size="small"
        placeholder={t('namePlaceholder')}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        onBlur={() => setAttempted(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void save();
          } else if (e.key === 'Escape') onClose();
        }}
        error={(attempted && empty) || nameLimit.tooLong}
        helperText={attempted && empty ? t('nameRequired') : nameLimit.hint}
        slotProps={{
          htmlInput: { 'aria-label': t('nameLabel') },
          input: { sx: { '& textarea': { minHeight: 50, maxHeight: 150, overflow: 'auto !important' } } },
        }}
      />
      {showDesc ? (
        <TextField
          fullWidth
          multiline
          minRows={2}
          maxRows={6}
          margin="dense"
          size="small"
          label={t('descriptionLabel')}
          value={draft.desc}
          onChange={(e) => setDraft({ ...draft, desc: e.target.value })}
        />
      ) : (
        <Button size="small" onClick={() => setShowDesc(true)} sx={{ px: 0.5, minWidth: 0 }}>
          {t('addDescription')}
        </Button>
      )}
      <FormStickers
        boardId={boardId}
        definitions={definitions}
        stickers={draft.stickers}
        onChange={(stickers) => setDraft((d) => ({ ...d, stickers }))}
        errors={stickerErrors}
        onErrors={(id, errors) => setStickerErrors((all) => ({ ...all, [id]: errors }))}
      />
      <FormMembers
        definitions={definitions}
        users={users}
        executors={draft.executors}
        responsible={draft.responsible}
        onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
      />
      {message && (
        <Typography role="alert" variant="caption" color="error" component="div" sx={{ my: 0.5 }}>
          {message}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button size="small" type="submit" variant="contained" disabled={empty || nameLimit.tooLong || isLoading}>
          {t('save')}
        </Button>
      </Box>
    </Box>
  );
}
