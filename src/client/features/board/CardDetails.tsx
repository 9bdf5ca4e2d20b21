/**
 * The content of the card view (spec/board.md §2 "Card modal with tabs: description, discussion,
 * history"): header with task number, done toggle and name, then the three tabs; the discussion and
 * history tabs show messageCount and historyCount. Used by the modal and by /card/{cardId}.
 * Inside a read-only board (the guest view, spec/board.md §6) nothing is editable: no done toggle,
 * sticker menus, description edit or comment box.
 * Issue 13 item 3: the card the board cache already holds (cachedCard.ts) shows the header and the
 * tab titles at once; the description shows a skeleton until GET /editor/card/{id} answers (the
 * discussion and history tabs fetch their own lists meanwhile). Without a
 * cached card (a deep link) the whole view shows a skeleton meanwhile.
 * A card that is not there (a link to a missing card, or a card deleted while shown: the server
 * answers 404) says "Card not found." with `wayBack`, the caller's way back to the board.
 */
import { useContext, useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import type { ReactNode } from 'react';
import type { Card } from '../../../shared/board/board.types';
import { BoardContext } from './boardContext';
import { useCachedCard } from './cachedCard';
import { useUpdateCardMutation } from './cardApi';
import { useCardByIdQuery, type CardView as CardViewData } from './cardDetailsApi';
import { DescriptionTab } from './DescriptionTab';
import { DiscussionTab } from './DiscussionTab';
import { HistoryTab } from './HistoryTab';
import { CardHeaderStickers } from '../stickers/CardHeaderStickers';

/** The tabs of the card view. */
export type CardTabName = 'description' | 'discussion' | 'history';
type TabName = CardTabName;

interface Props {
  cardId: number;
  /** Buttons at the right of the header (close, open as page). */
  actions?: ReactNode;
  /** Id of the heading, for the dialog's aria-labelledby. */
  titleId?: string;
  /** The tab shown first (the card menu's 'Discussion' opens the discussion tab). */
  initialTab?: CardTabName;
  /** What "Card not found." offers instead of `actions`: a way back to the board. */
  wayBack?: ReactNode;
}

/** Grey lines in place of a tab's content while the card's details load. */
function TabSkeleton({ label }: { label: string }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true">
      <Skeleton width="90%" />
      <Skeleton width="75%" />
      <Skeleton width="60%" />
    </Box>
  );
}

export function CardDetails({ cardId, actions, titleId, initialTab = 'description', wayBack }: Props) {
  const { t } = useTranslation('board');
  const { data: details, error } = useCardByIdQuery(cardId);
  const cached = useCachedCard(cardId);
  const card = details ?? cached;
  // A 404 wins over the details known before: the card was deleted meanwhile (boardEvents.ts asks again).
  const missing = (error as { status?: unknown } | undefined)?.status === 404;

  if (missing || (error && !details))
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity={missing ? 'warning' : 'error'} action={missing ? (wayBack ?? actions) : actions}>
          {missing ? t('cardNotFound') : t('cardLoadError')}
        </Alert>
      </Box>
    );
  if (!card)
    return (
      <Box sx={{ px: 3, py: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Skeleton variant="circular" width={32} height={32} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width={60} />
            <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} />
          </Box>
          {actions}
        </Box>
        <TabSkeleton label={t('loading')} />
      </Box>
    );
  return <CardView card={card} details={details} actions={actions} titleId={titleId} initialTab={initialTab} />;
}

/**
 * The card view itself: `card` is what is known (the cached card, then the details), `details`
 * GET /editor/card/{id}'s answer once it arrived (the description waits for it).
 */
export function CardView({
  card,
  details,
  actions,
  titleId,
  initialTab = 'description',
}: Omit<Props, 'cardId'> & { card: Card; details: CardViewData | undefined }) {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const [tab, setTab] = useState<TabName>(initialTab);
  const [updateCard] = useUpdateCardMutation();
  const editable = useContext(BoardContext)?.editable ?? true;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, pt: 2 }}>
        <IconButton
          aria-label={card.doneAt ? t('card.undone') : t('card.done')}
          aria-pressed={Boolean(card.doneAt)}
          disabled={!editable}
          onClick={() =>
            updateCard({ card, change: { done: !card.doneAt } })
              .unwrap()
              .catch(() => enqueueSnackbar(t('errors.save'), { variant: 'error' }))
          }
          sx={{ color: card.doneAt ? 'success.main' : 'text.secondary' }}
        >
          {card.doneAt ? <CheckCircle /> : <RadioButtonUnchecked />}
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            #{card.counter}
            {card.archivedAt ? ` · ${t('card.archived')}` : ''}
          </Typography>
          <Typography id={titleId} variant="h6" component="h1" sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
            {card.name}
          </Typography>
          <CardHeaderStickers card={card} readOnly={!editable} />
        </Box>
        {actions}
      </Box>
      <Tabs value={tab} onChange={(_, v: TabName) => setTab(v)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="description" label={t('tabs.description')} />
        <Tab value="discussion" label={t('tabs.discussionCount', { count: card.messageCount })} />
        <Tab value="history" label={t('tabs.historyCount', { count: card.historyCount })} />
      </Tabs>
      <Box sx={{ px: 3, py: 2 }} role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {tab === 'description' &&
          (details ? <DescriptionTab card={details} editable={editable} /> : <TabSkeleton label={t('loading')} />)}
        {/* These two load their own lists, in parallel with the card's details. */}
        {tab === 'discussion' && <DiscussionTab cardId={card.id} readOnly={!editable} />}
        {tab === 'history' && <HistoryTab cardId={card.id} />}
      </Box>
    </Box>
  );
}
