/**
 * A file picker that is also a drop zone (issue 7 Deliver 2 "Import from Trello" dialog). The real
 * `<input type="file">` stays in the page, only visually hidden, so it is reached with Tab and opened
 * with Enter/Space like any file input; the zone around it shows its focus, takes clicks and drops.
 * `label` is the input's accessible name (e2e: "Export file"); `accept` as on the input.
 */
import { useState, type DragEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export interface FileDropZoneProps {
  label: string;
  /** Text in the zone; `activeText` while a file is dragged over it. */
  text: ReactNode;
  activeText: ReactNode;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

export function FileDropZone({ label, text, activeText, accept, disabled, onFile }: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const over = (e: DragEvent) => {
    e.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Box
      component="label"
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        p: 3,
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
        cursor: disabled ? 'default' : 'pointer',
        textAlign: 'center',
        opacity: disabled ? 0.6 : 1,
        '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <UploadFileOutlined color={dragging ? 'primary' : 'action'} fontSize="large" />
      <Typography sx={{ fontSize: 14 }}>{dragging ? activeText : text}</Typography>
      <Box
        component="input"
        type="file"
        accept={accept}
        aria-label={label}
        disabled={disabled}
        sx={visuallyHidden}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
          const file = e.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) fires change again.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
