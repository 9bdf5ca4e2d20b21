/**
 * The wiki's left panel (issue 18 page tree): "New page", a menu with the trash, import and the
 * tree's export (.zip), a search box (results replace the tree while a query is typed) and the tree.
 */
import { useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import type { WikiPage } from '../../../shared/wiki/wiki.types';
import { useErrorToast } from '../company/workspaceUi';
import { selectToken } from '../session/sessionSlice';
import { downloadWikiFile } from './wikiFiles';
import { useWikiTranslation } from './wikiTexts';
import { useCreatePage } from './useCreatePage';
import { WikiSearch } from './WikiSearch';
import { WikiTreeList } from './WikiTreeList';
import { WikiTrashDialog } from './WikiTrashDialog';
import { WikiImportDialog } from './WikiImportDialog';

export interface WikiSidebarProps {
  projectId: number;
  pages: WikiPage[];
  selectedId: number | null;
  /** A page was opened from the panel (the narrow screen's drawer closes). */
  onOpened: () => void;
}

/** The tree panel of ProjectWikiPage. */
export function WikiSidebar({ projectId, pages, selectedId, onOpened }: WikiSidebarProps) {
  const { t, i18n } = useWikiTranslation();
  const token = useSelector(selectToken);
  const toastError = useErrorToast();
  const createPage = useCreatePage(projectId);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'trash' | 'import' | null>(null);
  const [searching, setSearching] = useState(false);

  const exportTree = () => {
    setMenu(null);
    downloadWikiFile(`/wiki/project/${projectId}/export`, { token, language: i18n.language }, 'wiki.zip').catch(
      (error: unknown) => toastError(error, t('errors.export')),
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, pt: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
          {t('tree.title')}
        </Typography>
        <Tooltip title={t('tree.newPage')}>
          <IconButton aria-label={t('tree.newPage')} onClick={() => void createPage(null).then(onOpened)}>
            <AddOutlined />
          </IconButton>
        </Tooltip>
        <IconButton aria-label={t('tree.more')} aria-haspopup="menu" onClick={(e) => setMenu(e.currentTarget)}>
          <MoreVertOutlined />
        </IconButton>
        <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          <MenuItem
            onClick={() => {
              setMenu(null);
              setDialog('trash');
            }}
          >
            {t('trash.open')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenu(null);
              setDialog('import');
            }}
          >
            {t('import.open')}
          </MenuItem>
          <MenuItem onClick={exportTree} disabled={pages.length === 0}>
            {t('export.tree')}
          </MenuItem>
        </Menu>
      </Box>
      <WikiSearch projectId={projectId} onActive={setSearching} onOpened={onOpened} />
      {!searching &&
        (pages.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
            {t('tree.empty')}
          </Typography>
        ) : (
          <WikiTreeList projectId={projectId} pages={pages} selectedId={selectedId} onOpened={onOpened} />
        ))}
      {dialog === 'trash' && <WikiTrashDialog projectId={projectId} onClose={() => setDialog(null)} />}
      {dialog === 'import' && (
        <WikiImportDialog projectId={projectId} parentId={null} onClose={() => setDialog(null)} />
      )}
    </Box>
  );
}
