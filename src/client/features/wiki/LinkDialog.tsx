/**
 * The link dialog of the wiki toolbar: an address (http, https or mailto; a bare "example.com"
 * becomes https://example.com); empty removes the link. Anything else is refused in words.
 */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useWikiTranslation } from './wikiTexts';

/** The address to store for `input`: '' to remove, null when not allowed. */
export function linkHref(input: string): string | null {
  const text = input.trim();
  if (text === '') return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Open while mounted; `onSubmit('')` removes the link. */
export function LinkDialog({
  initial,
  onSubmit,
  onClose,
}: {
  initial: string;
  onSubmit: (href: string) => void;
  onClose: () => void;
}) {
  const { t } = useWikiTranslation();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = linkHref(value);
    if (href === null) setInvalid(true);
    else onSubmit(href);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="wiki-link-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="wiki-link-title">{t('link.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label={t('link.label')}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('link.invalid') : t('link.help')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('link.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
