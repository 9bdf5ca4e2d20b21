/**
 * Executors and responsible of a card tile (spec/board.md §2 "executor and responsible selectors
 * (up to 3 avatars plus a +N count)", §9 avatar stack max 3). Shown once members are assigned;
 * the selectors that assign them come with stickers (issue 4).
 */
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { CardMember } from '../../../shared/board/board.types';
import { useBoardContext } from './boardContext';
import { initialsOf } from '../cabinet/initials';

/** Avatars shown before the +N count (spec §9). */
export const AVATAR_STACK_MAX = 3;

function Stack({ label, userIds }: { label: string; userIds: number[] }) {
  const { members } = useBoardContext();
  const { t } = useTranslation('board');
  if (!userIds.length) return null;
  const shown = userIds.slice(0, AVATAR_STACK_MAX);
  const rest = userIds.length - shown.length;
  const names = userIds.map((id) => members.get(id)?.name ?? t('unknownUser')).join(', ');
  return (
    <Tooltip title={`${label}: ${names}`}>
      <Box sx={{ display: 'flex', alignItems: 'center' }} aria-label={`${label}: ${names}`}>
        {shown.map((id, i) => {
          const user = members.get(id);
          return (
            <Avatar
              key={id}
              src={user?.avatar ?? undefined}
              sx={{
                width: 22,
                height: 22,
                fontSize: 10,
                ml: i ? -0.75 : 0,
                border: 2,
                borderColor: 'background.paper',
              }}
            >
              {initialsOf(user?.name)}
            </Avatar>
          );
        })}
        {rest > 0 && (
          <Box component="span" sx={{ ml: 0.5, fontSize: 12, color: 'text.secondary' }}>
            +{rest}
          </Box>
        )}
      </Box>
    </Tooltip>
  );
}

/** Executors then responsible (`cardsMembers` split by `isResponsible`). */
export function CardMembers({ members }: { members: CardMember[] }) {
  const { t } = useTranslation('board');
  if (!members?.length) return null;
  const executors = members.filter((m) => !m.isResponsible).map((m) => m.userId);
  const responsible = members.filter((m) => m.isResponsible).map((m) => m.userId);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Stack label={t('executors')} userIds={executors} />
      <Stack label={t('responsible')} userIds={responsible} />
    </Box>
  );
}
