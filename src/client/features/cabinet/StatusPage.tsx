/**
 * A standalone full-page message: an icon, a title (h1), a line of text and its actions, centred.
 * Used by the /403 page and the invalid guest link page.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  icon: ReactNode;
  title: string;
  text: string;
  /** Buttons or links, in a row. */
  children: ReactNode;
}

export function StatusPage({ icon, title, text, children }: Props) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      {icon}
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{text}</Typography>
      <Stack direction="row" spacing={1.5}>
        {children}
      </Stack>
    </Box>
  );
}
