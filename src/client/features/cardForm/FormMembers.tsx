/**
 * Executors and Responsible selectors of the new-card form (spec/board.md §2 New-card form, §4
 * auto-assign, §6 "Executor/responsible selectors appear only when the respective sticker is
 * active on the board", §9 avatar stack max 3). Local: the choice goes with the create call's
 * `members`. A selector is a button (avatars or an add icon) opening the company members with a
 * check on the chosen ones; a required role (afterCreate requireValue) carries a red asterisk.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import type { BoardSticker } from '../../../shared/stickers/stickerWire';
import { initialsOf } from '../cabinet/initials';
import type { CompanyMember } from '../board/boardApi';
import { AVATAR_STACK_MAX } from '../board/CardMembers';
import { roleDefinition, type MemberRole } from './newCardDraft';

type Users = ReadonlyMap<number, CompanyMember['user']>;

function RoleSelector({
  role,
  users,
  chosen,
  required,
  onChange,
}: {
  role: MemberRole;
  users: Users;
  chosen: number[];
  required: boolean;
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('cardForm');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = role === 'executor' ? t('executors') : t('responsible');
  const names = chosen.map((id) => users.get(id)?.name ?? `#${id}`).join(', ');
  const shown = chosen.slice(0, AVATAR_STACK_MAX);
  const toggle = (id: number) => onChange(chosen.includes(id) ? chosen.filter((u) => u !== id) : [...chosen, id]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
        {required && (
          <Box component="span" aria-label={t('requiredMark')} sx={{ color: 'error.main', ml: 0.25 }}>
            *
          </Box>
        )}
      </Typography>
      <ButtonBase
        aria-label={names ? `${label}: ${names}` : label}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ display: 'flex', alignItems: 'center', borderRadius: 2, p: 0.25 }}
      >
        {shown.length ? (
          shown.map((id, i) => (
            <Avatar
              key={id}
              src={users.get(id)?.avatar ?? undefined}
              sx={{
                width: 22,
                height: 22,
                fontSize: 10,
                ml: i ? -0.75 : 0,
                border: 2,
                borderColor: 'background.paper',
              }}
            >
              {initialsOf(users.get(id)?.name)}
            </Avatar>
          ))
        ) : (
          <PersonAddAlt1Outlined sx={{ fontSize: 18, color: 'text.secondary' }} />
        )}
        {chosen.length > shown.length && (
          <Box component="span" sx={{ ml: 0.5, fontSize: 12, color: 'text.secondary' }}>
            +{chosen.length - shown.length}
          </Box>
        )}
      </ButtonBase>
      {anchor && (
        <Menu anchorEl={anchor} open onClose={() => setAnchor(null)}>
          {[...users.entries()].map(([id, user]) => {
            const on = chosen.includes(id);
            return (
              <MenuItem key={id} role="menuitemcheckbox" aria-checked={on} onClick={() => toggle(id)}>
                <ListItemIcon>{on ? <Check fontSize="small" /> : null}</ListItemIcon>
                <ListItemText>{user.name}</ListItemText>
              </MenuItem>
            );
          })}
          {!users.size && <MenuItem disabled>{t('noMembers')}</MenuItem>}
        </Menu>
      )}
    </Box>
  );
}

interface Props {
  definitions: readonly BoardSticker[];
  /** userId → company member's user (the board context's members). */
  users: Users;
  executors: number[];
  responsible: number[];
  onChange: (change: { executors?: number[]; responsible?: number[] }) => void;
}

/** The selectors of the roles whose definition is active on the board; nothing otherwise. */
export function FormMembers({ definitions, users, executors, responsible, onChange }: Props) {
  const roles = (['executor', 'responsible'] as const)
    .map((role) => ({ role, definition: roleDefinition(definitions, role) }))
    .filter((r) => r.definition);
  if (!roles.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 0.5 }}>
      {roles.map(({ role, definition }) => (
        <RoleSelector
          key={role}
          role={role}
          users={users}
          chosen={role === 'executor' ? executors : responsible}
          required={definition?.configs?.automation?.afterCreate === 'requireValue'}
          onChange={(ids) => onChange(role === 'executor' ? { executors: ids } : { responsible: ids })}
        />
      ))}
    </Box>
  );
}
