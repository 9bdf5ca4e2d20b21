/**
 * Search over the project's page titles and text (GET /wiki/project/{id}/search, issue 18): the
 * query is sent 300 ms after the last keystroke; hits show the title and the snippet with the
 * matched words (between « and ») in bold; choosing one opens the page. Escape clears the box.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchWikiQuery } from './wikiApi';
import { useWikiTranslation } from './wikiTexts';

/** Delay between the last keystroke and the request (ms). */
const SEARCH_DELAY_MS = 300;

/** A snippet with «marked» words in bold. */
function Snippet({ text }: { text: string }) {
  const parts = text.split(/«|»/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Box component="strong" key={i}>
            {part}
          </Box>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The search box and, while a query is typed, its results (`onActive(true)`). */
export function WikiSearch({
  projectId,
  onActive,
  onOpened,
}: {
  projectId: number;
  onActive: (active: boolean) => void;
  onOpened: () => void;
}) {
  const { t } = useWikiTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => onActive(text.trim() !== ''), [text, onActive]);
  const { data, isFetching, isError } = useSearchWikiQuery(query ? { projectId, q: query } : skipToken);

  return (
    <>
      <Box sx={{ px: 1.5, py: 1 }}>
        <TextField
          size="small"
          margin="none"
          fullWidth
          type="search"
          label={t('search.label')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setText('');
          }}
        />
      </Box>
      {text.trim() !== '' && (
        <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }} aria-live="polite">
          {isError ? (
            <Typography color="error" sx={{ px: 2 }}>
              {t('search.error')}
            </Typography>
          ) : isFetching || query !== text.trim() ? (
            <Typography color="text.secondary" sx={{ px: 2 }}>
              {t('search.searching')}
            </Typography>
          ) : data && data.length === 0 ? (
            <Typography color="text.secondary" sx={{ px: 2 }}>
              {t('search.none')}
            </Typography>
          ) : (
            <List dense aria-label={t('search.results')}>
              {data?.map((hit) => (
                <ListItemButton
                  key={hit.pageId}
                  component={RouterLink}
                  to={`/cabinet/project/${projectId}/wiki/${hit.pageId}`}
                  onClick={() => {
                    setText('');
                    onOpened();
                  }}
                >
                  <ListItemText primary={hit.title} secondary={<Snippet text={hit.snippet} />} />
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
      )}
    </>
  );
}
