/**
 * The selected board's menu in the board tabs' bar (spec/board.md §8: rename, settings with the
 * background colour or image, export, archived columns, delete). In the board's menus chunk
 * ("board-menus"), loaded when the board is idle or on the first click (ProjectBoardPage.tsx), so
 * MUI's Menu is no part of the board's first paint.
 */
import { useTranslation } from '../../app/translation';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

/** What a menu item asks the page to do with the selected board. */
export type BoardMenuAction = 'rename' | 'settings' | 'export' | 'archivedColumns' | 'delete';

/** The menu, open while `anchor` (the board's menu button) is set; `onAction` gets the chosen item. */
export function BoardTabMenu({
  anchor,
  onClose,
  onAction,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onAction: (action: BoardMenuAction) => void;
}) {
  const { t } = useTranslation(['company', 'board']);
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem onClick={() => onAction('rename')}>
        <ListItemIcon>
          <DriveFileRenameOutline fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('boards.rename')}</ListItemText>
      </MenuItem>
      <MenuItem onClick={() => onAction('settings')}>
        <ListItemIcon>
          <SettingsOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('boards.settings')}</ListItemText>
      </MenuItem>
      <MenuItem onClick={() => onAction('export')}>
        <ListItemIcon>
          <FileDownloadOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('board:transfer.exportOpen')}</ListItemText>
      </MenuItem>
      <MenuItem onClick={() => onAction('archivedColumns')}>
        <ListItemIcon>
          <Inventory2Outlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('board:columnArchive.open')}</ListItemText>
      </MenuItem>
      <MenuItem onClick={() => onAction('delete')} sx={{ color: 'error.main' }}>
        <ListItemIcon>
          <DeleteOutlined fontSize="small" color="error" />
        </ListItemIcon>
        <ListItemText>{t('boards.delete')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
