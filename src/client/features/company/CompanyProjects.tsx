/**
 * The projects of a company on its view (issue 3 Deliver 2): links to /cabinet/project/{id},
 * create, rename, archive and unarchive (any member may — DESIGN §5). Archived projects are listed
 * apart under a collapsible "Archived (n)".
 */
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '../../app/translation';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import type { Project } from '../../../shared/company/company.schemas';
import { useCreateProjectMutation, useUpdateProjectMutation } from './companyApi';
import { NameDialog } from './NameDialog';
import { useErrorToast } from './workspaceUi';

type Dialog = { kind: 'create' } | { kind: 'rename'; project: Project } | null;

/** Projects section of the company view. */
export function CompanyProjects({ companyId, projects }: { companyId: number; projects: Project[] }) {
  const { t } = useTranslation(['company', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const errorToast = useErrorToast();
  const [createProject] = useCreateProjectMutation();
  const [updateProject] = useUpdateProjectMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; project: Project } | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const active = projects.filter((p) => !p.archivedAt);
  const archived = projects.filter((p) => p.archivedAt);

  const setArchived = async (project: Project, value: boolean) => {
    setMenu(null);
    try {
      await updateProject({ id: project.id, companyId, archived: value }).unwrap();
      enqueueSnackbar(t(value ? 'projects.archivedToast' : 'projects.unarchivedToast', { name: project.name }), {
        variant: 'success',
      });
    } catch (error) {
      errorToast(error, t('projects.saveError'));
    }
  };

  const row = (project: Project) => (
    <ListItem
      key={project.id}
      disablePadding
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={t('projects.menu', { name: project.name })}
          onClick={(e: MouseEvent<HTMLElement>) => setMenu({ anchor: e.currentTarget, project })}
        >
          <MoreVert />
        </IconButton>
      }
    >
      <ListItemButton component={RouterLink} to={`/cabinet/project/${project.id}`}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <FolderOutlined color={project.archivedAt ? 'disabled' : 'primary'} />
        </ListItemIcon>
        <ListItemText primary={project.name} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="projects-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="projects-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('projects.title')}
        </Typography>
        <Button startIcon={<Add />} onClick={() => setDialog({ kind: 'create' })}>
          {t('projects.create')}
        </Button>
      </Stack>
      {active.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('projects.empty')}</Typography>
      ) : (
        <List dense>{active.map(row)}</List>
      )}
      {archived.length > 0 && (
        <Box>
          <Button
            size="small"
            color="inherit"
            onClick={() => setShowArchived((s) => !s)}
            endIcon={showArchived ? <ExpandLess /> : <ExpandMore />}
            aria-expanded={showArchived}
          >
            {t('projects.archived', { count: archived.length })}
          </Button>
          <Collapse in={showArchived} unmountOnExit>
            <List dense>{archived.map(row)}</List>
          </Collapse>
        </Box>
      )}
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            if (menu) setDialog({ kind: 'rename', project: menu.project });
            setMenu(null);
          }}
        >
          <ListItemIcon>
            <DriveFileRenameOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('projects.rename')}</ListItemText>
        </MenuItem>
        {menu && (
          <MenuItem onClick={() => void setArchived(menu.project, !menu.project.archivedAt)}>
            <ListItemIcon>
              {menu.project.archivedAt ? <UnarchiveOutlined fontSize="small" /> : <ArchiveOutlined fontSize="small" />}
            </ListItemIcon>
            <ListItemText>{t(menu.project.archivedAt ? 'projects.unarchive' : 'projects.archive')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      {dialog?.kind === 'create' && (
        <NameDialog
          title={t('projects.createTitle')}
          label={t('projects.name')}
          submitLabel={t('projects.createSubmit')}
          onSubmit={(name) => createProject({ companyId, name }).unwrap()}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('projects.renameTitle')}
          label={t('projects.name')}
          submitLabel={t('common:save')}
          initialName={dialog.project.name}
          onSubmit={(name) => updateProject({ id: dialog.project.id, companyId, name }).unwrap()}
          onClose={() => setDialog(null)}
        />
      )}
    </Paper>
  );
}
