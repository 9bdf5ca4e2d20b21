/**
 * The card view as a page (spec/board.md §2 "the card view lives at /card/{cardId}"): the same
 * content as the modal, with a link back to the card's board. Live while shown: it joins the card's
 * board room and keeps that board's events applied. A card that is not there (no such id, or
 * deleted meanwhile) says "Card not found." with a way back: its board when the page knew it, else
 * the page the user came from, else the cabinet (a link opened from outside the app).
 */
import { useTranslation } from '../../app/translation';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useBoardColumnsQuery } from './boardApi';
import { useBoardRoom } from './boardEvents';
import { filtersQuery, readBoardFilters } from './boardFilters';
import { CardDetails } from './CardDetails';
import { useCardByIdQuery } from './cardDetailsApi';
import { HoverTooltips } from './HoverTooltips';

/** Keeps the board's room and event subscription (the board cache entry) while the page is shown. */
function LiveBoard({ boardId }: { boardId: number }) {
  const { i18n } = useTranslation();
  useBoardRoom(boardId);
  useBoardColumnsQuery({ boardId, filters: filtersQuery(readBoardFilters(boardId), i18n.language) });
  return null;
}

/** The way back from a card that is not there: `boardPath` when known, else Back, else the cabinet. */
function WayBack({ boardPath }: { boardPath: string | null }) {
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  // 'default': the first entry of this tab's history in the app (opened from outside): nothing to go back to.
  const cameFromApp = useLocation().key !== 'default';
  const props = { color: 'inherit', size: 'small' } as const;
  if (boardPath)
    return (
      <Button {...props} component={RouterLink} to={boardPath}>
        {t('backToBoard')}
      </Button>
    );
  if (cameFromApp)
    return (
      <Button {...props} onClick={() => void navigate(-1)}>
        {t('common:back')}
      </Button>
    );
  return (
    <Button {...props} component={RouterLink} to="/cabinet">
      {t('common:toCabinet')}
    </Button>
  );
}

/** /card/:cardId */
export function CardPage() {
  const { t } = useTranslation('board');
  const cardId = Number(useParams().cardId);
  const valid = Number.isInteger(cardId) && cardId > 0;
  const { data, error } = useCardByIdQuery(valid ? cardId : skipToken);
  const missing = !valid || (error as { status?: unknown } | undefined)?.status === 404;
  const boardPath = data ? `/cabinet/project/${data.projectId}/board` : null;
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', p: { xs: 1, sm: 3 } }}>
      {data && <LiveBoard boardId={data.boardId} />}
      <HoverTooltips />
      {boardPath && !missing && (
        <Button component={RouterLink} to={`${boardPath}?card=${cardId}`} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
          {t('backToBoard')}
        </Button>
      )}
      <Paper variant="outlined">
        {valid ? (
          <CardDetails cardId={cardId} wayBack={<WayBack boardPath={boardPath} />} />
        ) : (
          <Box sx={{ p: 2 }}>
            <Alert severity="warning" action={<WayBack boardPath={null} />}>
              {t('cardNotFound')}
            </Alert>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
