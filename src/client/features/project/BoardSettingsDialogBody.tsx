/**
 * Board settings (issue 3 Deliver 2 "bgImage/bgColor; display type kanban"): name, background
 * colour from a few swatches (or none), background image URL, display type (kanban only for now).
 * Checked with the shared `updateBoardBody` schema; only changed fields are sent (PUT /board/{id}).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import FormatColorResetOutlined from '@mui/icons-material/FormatColorResetOutlined';
import type { FieldErrors } from '../../../shared/envelope';
import type { Board } from '../../../shared/company/company.schemas';
import { updateBoardBody } from '../../../shared/company/company.schemas';
import { clientFieldErrors, fieldMessage, shownErrorOf, type ShownError } from '../session/fieldMessages';
import { useTranslate } from '../session/formErrors';
import { ShareDialog } from '../share/ShareDialog';
import { StickerSettingsDialog } from '../stickers/settings/StickerSettingsDialog';
import { TemplatesDialog } from '../templates/TemplatesDialog';
import { addTemplatesTexts } from '../templates/templatesTexts';

/** Background swatches offered for a board (null = the theme's background). */
export const BOARD_COLORS = [
  null,
  '#0098EA',
  '#2E7D32',
  '#ED6C02',
  '#D32F2F',
  '#7B1FA2',
  '#00897B',
  '#5D4037',
  '#455A64',
] as const;

/** The changed fields of PUT /board/{id}. */
export type BoardPatch = { name?: string; bgColor?: string | null; bgImage?: string | null; displayType?: 'kanban' };

/** Open while mounted; `onSave` receives only the changed fields (may reject with an ApiError). */
export function BoardSettingsDialog({
  board,
  onSave,
  onClose,
}: {
  board: Board;
  onSave: (patch: BoardPatch) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['company', 'common', 'stickerSettings', 'templates']);
  addTemplatesTexts(i18n); // `templates:open` (the templates' texts travel in this chunk, DESIGN §7)
  const translate = useTranslate();
  const [name, setName] = useState(board.name);
  const [bgColor, setBgColor] = useState<string | null>(board.bgColor);
  const [bgImage, setBgImage] = useState(board.bgImage ?? '');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(false);
  const [stickersOpen, setStickersOpen] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name, bgColor, bgImage: bgImage.trim() || null, displayType: 'kanban' as const };
    const parsed = updateBoardBody.safeParse(input);
    setServerError(null);
    if (!parsed.success) {
      setClientErrors(clientFieldErrors(parsed.error.issues, input, translate));
      return;
    }
    setClientErrors({});
    const patch: BoardPatch = {};
    if (parsed.data.name !== board.name) patch.name = parsed.data.name;
    if ((parsed.data.bgColor ?? null) !== board.bgColor) patch.bgColor = parsed.data.bgColor ?? null;
    if ((parsed.data.bgImage ?? null) !== board.bgImage) patch.bgImage = parsed.data.bgImage ?? null;
    if (Object.keys(patch).length === 0) return onClose();
    setBusy(true);
    try {
      await onSave(patch);
      onClose();
    } catch (error) {
      setServerError(shownErrorOf(error, translate('common:unknownError')));
      setBusy(false);
    }
  };

  const nameError = fieldMessage('name', clientErrors, serverError?.fieldErrors);
  const imageError = fieldMessage('bgImage', clientErrors, serverError?.fieldErrors);
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="board-settings-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="board-settings-title">{t('boards.settingsTitle')}</DialogTitle>
        <DialogContent>
          {serverError && !nameError && !imageError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {serverError.message}
            </Alert>
          )}
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label={t('boards.name')}
              name="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(nameError)}
              helperText={nameError}
              fullWidth
            />
            <Box>
              <Typography id="bg-color-label" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {t('boards.bgColor')}
              </Typography>
              <Stack
                direction="row"
                role="radiogroup"
                aria-labelledby="bg-color-label"
                sx={{ gap: 1, flexWrap: 'wrap' }}
              >
                {BOARD_COLORS.map((color) => {
                  const selected = (bgColor ?? null) === color;
                  return (
                    <ButtonBase
                      key={color ?? 'none'}
                      role="radio"
                      aria-checked={selected}
                      aria-label={color ?? t('boards.noColor')}
                      onClick={() => setBgColor(color)}
                      sx={{
                        width: 36,
                        height: 36,
                        borderRadius: 1,
                        bgcolor: color ?? 'background.default',
                        border: 2,
                        borderColor: selected ? 'text.primary' : 'divider',
                        color: color ? '#fff' : 'text.secondary',
                      }}
                    >
                      {selected ? (
                        <Check fontSize="small" />
                      ) : color ? null : (
                        <FormatColorResetOutlined fontSize="small" />
                      )}
                    </ButtonBase>
                  );
                })}
              </Stack>
            </Box>
            <TextField
              label={t('boards.bgImage')}
              name="bgImage"
              type="url"
              value={bgImage}
              placeholder="https://"
              onChange={(e) => setBgImage(e.target.value)}
              error={Boolean(imageError)}
              helperText={imageError ?? t('boards.bgImageHelp')}
              fullWidth
            />
            <TextField select label={t('boards.displayType')} value="kanban" disabled fullWidth>
              <MenuItem value="kanban">{t('boards.kanban')}</MenuItem>
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          {/* The board's sticker definitions (issue 4 item 1) have their own dialog. */}
          <Button onClick={() => setStickersOpen(true)} disabled={busy}>
            {t('stickerSettings:open')}
          </Button>
          {/* The board's task templates (issue 5 item 2) are managed in their own dialog. */}
          <Button onClick={() => setTemplatesOpen(true)} disabled={busy}>
            {t('templates:open')}
          </Button>
          {/* The board's guest link (issue 6 item 1). */}
          <Button onClick={() => setShareOpen(true)} disabled={busy} sx={{ mr: 'auto' }}>
            {t('board:share.open')}
          </Button>
          <Button onClick={onClose} disabled={busy}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('common:save')}
          </Button>
        </DialogActions>
      </form>
      {stickersOpen && <StickerSettingsDialog boardId={board.id} onClose={() => setStickersOpen(false)} />}
      {templatesOpen && <TemplatesDialog boardId={board.id} onClose={() => setTemplatesOpen(false)} />}
      {shareOpen && <ShareDialog boardId={board.id} onClose={() => setShareOpen(false)} />}
    </Dialog>
  );
}
