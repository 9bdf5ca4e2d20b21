/**
 * One drawing of the list (issue 18 item 2): its thumbnail (the last SVG export, shown only as an
 * <img> data URL, where no script can run), name, who changed it and when, and a menu to rename,
 * duplicate or delete it. The card is a link to the drawing (Enter opens it).
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Drawing } from '../../../shared/drawings/drawing.types';
import { useDateFormat } from '../../app/dateFormat';
import { useDrawingsTranslation } from './drawingsTexts';

export interface DrawingCardProps {
  drawing: Drawing;
  href: string;
  /** Name of a user id (company members), or null when unknown. */
  nameOf: (userId: number | null) => string | null;
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** The SVG text as an <img> source. */
export const svgSource = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function DrawingCard({ drawing, href, nameOf, onRename, onDuplicate, onDelete }: DrawingCardProps) {
  const { t } = useDrawingsTranslation();
  const { timeAgo } = useDateFormat();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const who = nameOf(drawing.updatedBy);
  const when = timeAgo(drawing.updatedAt);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <Card variant="outlined" sx={{ position: 'relative', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={href} aria-label={t('open', { name: drawing.name })}>
        <Box
          sx={{
            height: 140,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'action.hover',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {drawing.thumbnail ? (
            <Box
              component="img"
              src={svgSource(drawing.thumbnail)}
              alt=""
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', p: 1 }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('noThumbnail')}
            </Typography>
          )}
        </Box>
        <Box sx={{ p: 1.5, pr: 5 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {drawing.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {who ? t('updated', { when, who }) : t('updatedNobody', { when })}
          </Typography>
        </Box>
      </CardActionArea>
      <IconButton
        aria-label={t('actions', { name: drawing.name })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ position: 'absolute', right: 4, bottom: 8 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onRename)}>{t('rename')}</MenuItem>
        <MenuItem onClick={choose(onDuplicate)}>{t('duplicate')}</MenuItem>
        <MenuItem onClick={choose(onDelete)}>{t('delete')}</MenuItem>
      </Menu>
    </Card>
  );
}
