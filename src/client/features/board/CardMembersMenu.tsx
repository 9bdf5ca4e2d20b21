/**
 * The members menu of a tile's executor or responsible selector (CardMembers.tsx; spec/board.md §2
 * "executor and responsible selectors", §7 member toggles): the board's company members with a
 * check on the assigned ones (choosing toggles), then "Message <name>" for the assigned members
 * one can write to (issue 16). In the board's menus chunk (lazyDialog.tsx): a board's first paint
 * draws only the selectors' buttons. Open while mounted.
 */
import { useTranslation } from '../../app/translation';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { useBoardMembers } from './boardContext';

export interface CardMembersMenuProps {
  /** The selector's button. */
  anchor: HTMLElement;
  /** The user ids assigned in this role. */
  userIds: number[];
  /** The assigned user ids offered "Message <name>". */
  messageable: number[];
  onToggle: (userId: number) => void;
  onMessage: (userId: number) => void;
  onClose: () => void;
}

/** The menu at `anchor`. */
export function CardMembersMenu({ anchor, userIds, messageable, onToggle, onMessage, onClose }: CardMembersMenuProps) {
  const { t } = useTranslation('cabinet');
  const members = useBoardMembers();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {[...members.entries()].map(([userId, user]) => {
        const on = userIds.includes(userId);
        return (
          <MenuItem key={userId} role="menuitemcheckbox" aria-checked={on} onClick={() => onToggle(userId)}>
            <ListItemIcon>{on ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{user.name}</ListItemText>
          </MenuItem>
        );
      })}
      {messageable.length > 0 && <Divider />}
      {messageable.map((userId) => (
        <MenuItem key={`message-${userId}`} onClick={() => onMessage(userId)}>
          <ListItemIcon>
            <ForumOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('chatLaunch.messageMember', { name: members.get(userId)?.name ?? '' })}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
