/**
 * The description tab of the card view (issue 3 Deliver 5: "markdown editor; rendered output
 * sanitised"): the rendered description, Edit opens a Write / Preview editor with Save and Cancel.
 * Saving sends PUT /editor/card/{id} {desc} (optimistic; 'Error saving' on failure, spec §8).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Card } from '../../../shared/board/board.types';
import { useUpdateCardMutation } from './cardApi';
import { renderMarkdown } from './markdown';

/** Sanitised Markdown (markdown.ts); the only HTML set directly, and it went through DOMPurify. */
export function MarkdownView({ text }: { text: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return (
    <Box
      className="markdown"
      data-testid="markdown"
      sx={{
        wordBreak: 'break-word',
        '& pre': { p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' },
        '& code': { fontFamily: 'monospace', fontSize: 13 },
        '& img': { maxWidth: '100%' },
        '& a': { color: 'primaryText' },
        '& p': { my: 1 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function DescriptionTab({ card, editable }: { card: Card; editable: boolean }) {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [draft, setDraft] = useState(card.desc ?? '');
  const [updateCard, { isLoading }] = useUpdateCardMutation();

  const start = () => {
    setDraft(card.desc ?? '');
    setMode('write');
    setEditing(true);
  };
  const save = async () => {
    const desc = draft.trim();
    setEditing(false);
    if (desc === (card.desc ?? '')) return;
    try {
      await updateCard({ card, change: { desc: desc || null } }).unwrap();
    } catch {
      enqueueSnackbar(t('errors.save'), { variant: 'error' });
    }
  };

  if (!editing)
    return (
      <Box>
        {card.desc ? (
          <MarkdownView text={card.desc} />
        ) : (
          <Typography sx={{ color: 'text.secondary', fontStyle: 'italic', my: 1 }}>{t('description.empty')}</Typography>
        )}
        {editable && (
          <Button size="small" startIcon={<EditOutlined />} onClick={start} sx={{ mt: 1 }}>
            {t('description.edit')}
          </Button>
        )}
      </Box>
    );

  return (
    <Box>
      <Tabs value={mode} onChange={(_, v: 'write' | 'preview') => setMode(v)} sx={{ minHeight: 36 }}>
        <Tab value="write" label={t('description.write')} sx={{ minHeight: 36 }} />
        <Tab value="preview" label={t('description.preview')} sx={{ minHeight: 36 }} />
      </Tabs>
      {mode === 'write' ? (
        <TextField
          autoFocus
          multiline
          minRows={6}
          maxRows={20}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('description.placeholder')}
          slotProps={{ htmlInput: { 'aria-label': t('description.label') } }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void save();
          }}
        />
      ) : (
        <Box sx={{ minHeight: 150, py: 1 }}>
          {draft.trim() ? (
            <MarkdownView text={draft} />
          ) : (
            <Typography color="text.secondary">{t('description.empty')}</Typography>
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
        <Button onClick={() => setEditing(false)}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={isLoading}>
          {t('save')}
        </Button>
      </Box>
    </Box>
  );
}
