/**
 * The project header's way back (cabinet › company) and its "Archived" mark, drawn as MUI's
 * Breadcrumbs, Link and small Chip draw them (the same structure, roles and look) from plain
 * elements: the three components weigh ~3.5 KB gzip, on the board's first paint (DESIGN §7).
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';

/** A link of the trail: the text's colour, underlined on hover (MUI Link `underline="hover"`). */
const linkSx = {
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;

/** `links` (`{to, label}`) separated by "/", in a `nav` named "breadcrumb" (MUI Breadcrumbs' markup). */
export function ProjectTrail({ links }: { links: { to: string; label: ReactNode }[] }) {
  return (
    <Box component="nav" aria-label="breadcrumb" sx={{ typography: 'body1', fontSize: 13, color: 'text.secondary' }}>
      <Box
        component="ol"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' }}
      >
        {links.map(({ to, label }, index) => (
          <Box component="li" key={to} sx={{ display: 'contents' }}>
            {index > 0 && (
              <Box component="span" aria-hidden sx={{ display: 'flex', userSelect: 'none', mx: 1 }}>
                /
              </Box>
            )}
            <Box component={RouterLink} to={to} sx={linkSx}>
              {label}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** A small grey mark like MUI's `<Chip size="small">` ("Archived" next to the project's name). */
export function ProjectMark({ label }: { label: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: 1,
        borderRadius: 4,
        bgcolor: 'action.selected',
        color: 'text.primary',
        typography: 'body2',
        fontSize: '0.8125rem',
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}
