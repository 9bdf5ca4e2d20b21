/**
 * The guest board, route /board/shared/:token (issue 6 items 2, 4, 5; spec/shell.md §4 client
 * mode; spec/board.md §6; contract shared/board/share.ts). While mounted the client is in guest
 * mode (`setGuestToken`: every call over HTTP with X-Guest-Token, no 403 redirect); it loads
 * GET /board/shared/{token} and shows the board read-only (BoardView `shared`). Live: HTTP mode,
 * so the board and the link's settings are polled every GUEST_POLL_MS (3 s; members' changes
 * appear within 5 s) instead of joining the socket room. A 404 GUEST_LINK_INVALID from the link or
 * from the board's polling (link disabled or regenerated meanwhile) shows InvalidLinkPage.
 */
import { useLayoutEffect, useState } from 'react';
import { useShareTranslation } from './shareTexts';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { GUEST_POLL_MS } from '../../../shared/constants';
import { setGuestToken } from '../../api/httpTransport';
import { boardApi } from '../board/boardApi';
import { BoardView } from '../board/BoardView';
import { PageSpinner } from '../cabinet/PageSpinner';
import { InvalidLinkPage } from './InvalidLinkPage';
import { isGuestLinkInvalid, useSharedBoardQuery } from './shareApi';

/** Guest mode for `token` while mounted; true once it is set (queries wait for it). */
function useGuestMode(token: string): boolean {
  const [active, setActive] = useState<string | null>(null);
  useLayoutEffect(() => {
    setGuestToken(token);
    setActive(token);
    return () => setGuestToken(null);
  }, [token]);
  return active === token;
}

export function GuestBoardPage() {
  const { t } = useShareTranslation();
  const { token = '' } = useParams();
  const ready = useGuestMode(token);
  const shared = useSharedBoardQuery(ready ? token : skipToken, { pollingInterval: GUEST_POLL_MS });
  const boardId = shared.data?.board.id;
  // The board's own polling answers 404 GUEST_LINK_INVALID as soon as the link is revoked.
  const columns = boardApi.endpoints.boardColumns.useQueryState(
    ready && boardId !== undefined ? { boardId, filters: '' } : skipToken,
  );

  if (isGuestLinkInvalid(shared.error) || isGuestLinkInvalid(columns.error)) return <InvalidLinkPage />;
  if (!shared.data) {
    if (!ready || shared.isLoading) return <PageSpinner fullPage />;
    return (
      <Box component="main" sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void shared.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('guest.loadError')}
        </Alert>
      </Box>
    );
  }

  const { board } = shared.data;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="h6" component="h1" sx={{ fontWeight: 600 }}>
          {board.name}
        </Typography>
        <Chip size="small" label={t('guest.badge')} />
        <Button component={RouterLink} to="/login" size="small" sx={{ ml: 'auto' }}>
          {t('guest.signIn')}
        </Button>
      </Box>
      <BoardView boardId={board.id} shared={shared.data} />
    </Box>
  );
}
