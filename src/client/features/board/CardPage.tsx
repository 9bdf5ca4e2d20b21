/**
 * The card view as a page (spec/board.md §2 "the card view lives at /card/{cardId}"): the same
 * content as the modal, with a link back to the card's board. Live while shown: it joins the card's
 * board room and keeps that board's events applied.
 */
import { useTranslation } from '../../app/translation';
import { Link as RouterLink, useParams } from 'react-router';
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

/** /card/:cardId */
export function CardPage() {
  const { t } = useTranslation('board');
  const cardId = Number(useParams().cardId);
  const valid = Number.isInteger(cardId) && cardId > 0;
  const { data } = useCardByIdQuery(valid ? cardId : skipToken);
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', p: { xs: 1, sm: 3 } }}>
      {data && <LiveBoard boardId={data.boardId} />}
      <HoverTooltips />
      {data && (
        <Button
          component={RouterLink}
          to={`/cabinet/project/${data.projectId}/board?card=${cardId}`}
          startIcon={<ArrowBack />}
          sx={{ mb: 1 }}
        >
          {t('backToBoard')}
        </Button>
      )}
      <Paper variant="outlined">
        {valid ? <CardDetails cardId={cardId} /> : <Box sx={{ p: 2 }}>{t('cardNotFound')}</Box>}
      </Paper>
    </Box>
  );
}
