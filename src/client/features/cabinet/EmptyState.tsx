/**
 * The empty state of a screen (no companies, no boards, …): an icon, a title, a line of text and
 * the action that fills it, in a dashed card.
 */
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

interface Props {
  /** An icon element; shown 56 px in the primary colour. */
  icon: ReactNode;
  title: string;
  text: string;
  /** Usually one button. */
  action: ReactNode;
  sx?: SxProps<Theme>;
}

/** An empty state card. */
export function EmptyState({ icon, title, text, action, sx }: Props) {
  return (
    <Paper
      variant="outlined"
      sx={[
        {
          mt: 4,
          p: { xs: 3, sm: 6 },
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          borderStyle: 'dashed',
          '& > svg:first-of-type': { fontSize: 56, color: 'primary.main' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon}
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>{text}</Typography>
      {action}
    </Paper>
  );
}
