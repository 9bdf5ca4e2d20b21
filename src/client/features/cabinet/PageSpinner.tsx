/** Centred spinner shown while a lazily loaded screen arrives (React.lazy + Suspense). */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A centred, labelled progress circle filling the available height. */
export function PageSpinner({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: fullPage ? '100vh' : 240 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
