/**
 * The editor's toolbar (issue 18 rich text): headings 1–3, bold / italic / strike / inline code,
 * bullet / ordered / task lists, code block, quote, link (dialog), image upload, table insert and —
 * while the cursor is in a table — add/remove row and column and delete the table. Buttons are
 * toggles with names read out and `aria-pressed` for the active marks; disabled while read-only.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldOutlined from '@mui/icons-material/FormatBoldOutlined';
import FormatItalicOutlined from '@mui/icons-material/FormatItalicOutlined';
import StrikethroughSOutlined from '@mui/icons-material/StrikethroughSOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import FormatListBulletedOutlined from '@mui/icons-material/FormatListBulletedOutlined';
import FormatListNumberedOutlined from '@mui/icons-material/FormatListNumberedOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { WIKI_IMAGE_TYPES } from '../../../shared/wiki/wiki.types';
import { useWikiTranslation } from './wikiTexts';
import { LinkDialog } from './LinkDialog';

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={onClick}
          sx={{ borderRadius: 1, ...(active ? { bgcolor: 'action.selected' } : {}) }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** A text button of the toolbar (headings, table commands). */
function TextTool({ label, title, ...rest }: Omit<Parameters<typeof ToolButton>[0], 'children'> & { title: string }) {
  return (
    <ToolButton label={title} {...rest}>
      <Box component="span" sx={{ fontSize: 13, fontWeight: 700, minWidth: 22 }}>
        {label}
      </Box>
    </ToolButton>
  );
}

/** The toolbar of `editor`; `onImage` uploads a chosen file and inserts it. */
export function WikiToolbar({ editor, onImage }: { editor: Editor; onImage: (file: File) => void }) {
  const { t } = useWikiTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      editable: e.isEditable,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      task: e.isActive('taskList'),
      codeBlock: e.isActive('codeBlock'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
    }),
  });
  const off = !state.editable;
  const chain = () => editor.chain().focus();

  return (
    <Box
      role="toolbar"
      aria-label={t('toolbar.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, py: 0.5 }}
    >
      {([1, 2, 3] as const).map((level) => (
        <TextTool
          key={level}
          label={`H${level}`}
          title={t('toolbar.heading', { level })}
          active={state[`h${level}`]}
          disabled={off}
          onClick={() => chain().toggleHeading({ level }).run()}
        />
      ))}
      <Divider flexItem orientation="vertical" sx={{ mx: 0.5 }} />
      <ToolButton
        label={t('toolbar.bold')}
        active={state.bold}
        disabled={off}
        onClick={() => chain().toggleBold().run()}
      >
        <FormatBoldOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('toolbar.italic')}
        active={state.italic}
        disabled={off}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalicOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('toolbar.strike')}
        active={state.strike}
        disabled={off}
        onClick={() => chain().toggleStrike().run()}
      >
        <StrikethroughSOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('toolbar.code')}
        active={state.code}
        disabled={off}
        onClick={() => chain().toggleCode().run()}
      >
        <CodeOutlined fontSize="small" />
      </ToolButton>
      <Divider flexItem orientation="vertical" sx={{ mx: 0.5 }} />
      <ToolButton
        label={t('toolbar.bulletList')}
        active={state.bullet}
        disabled={off}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('toolbar.orderedList')}
        active={state.ordered}
        disabled={off}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('toolbar.taskList')}
        active={state.task}
        disabled={off}
        onClick={() => chain().toggleTaskList().run()}
      >
        <ChecklistOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('toolbar.codeBlock')}
        active={state.codeBlock}
        disabled={off}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        <DataObjectOutlined fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('toolbar.quote')}
        active={state.quote}
        disabled={off}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuoteOutlined fontSize="small" />
      </ToolButton>
      <Divider flexItem orientation="vertical" sx={{ mx: 0.5 }} />
      <ToolButton label={t('toolbar.link')} active={state.link} disabled={off} onClick={() => setLinkOpen(true)}>
        <LinkOutlined fontSize="small" />
      </ToolButton>
      <ToolButton label={t('toolbar.image')} disabled={off} onClick={() => fileInput.current?.click()}>
        <ImageOutlined fontSize="small" />
      </ToolButton>
      <input
        ref={fileInput}
        hidden
        type="file"
        accept={WIKI_IMAGE_TYPES.join(',')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onImage(file);
        }}
      />
      <ToolButton
        label={t('toolbar.table')}
        disabled={off || state.table}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      >
        <TableChartOutlined fontSize="small" />
      </ToolButton>
      {state.table && (
        <>
          <TextTool label="+R" title={t('toolbar.addRow')} disabled={off} onClick={() => chain().addRowAfter().run()} />
          <TextTool
            label="−R"
            title={t('toolbar.deleteRow')}
            disabled={off}
            onClick={() => chain().deleteRow().run()}
          />
          <TextTool
            label="+C"
            title={t('toolbar.addColumn')}
            disabled={off}
            onClick={() => chain().addColumnAfter().run()}
          />
          <TextTool
            label="−C"
            title={t('toolbar.deleteColumn')}
            disabled={off}
            onClick={() => chain().deleteColumn().run()}
          />
          <TextTool
            label="×T"
            title={t('toolbar.deleteTable')}
            disabled={off}
            onClick={() => chain().deleteTable().run()}
          />
        </>
      )}
      {linkOpen && (
        <LinkDialog
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onClose={() => setLinkOpen(false)}
          onSubmit={(href) => {
            setLinkOpen(false);
            if (href) chain().extendMarkRange('link').setLink({ href }).run();
            else chain().extendMarkRange('link').unsetLink().run();
          }}
        />
      )}
    </Box>
  );
}
