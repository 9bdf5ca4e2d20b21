/**
 * The page's rich-text editor (issue 18): TipTap on the page's Y.Doc (editorExtensions.ts), the
 * toolbar above it, the "@"/"#" suggestion popup, and images — chosen in the toolbar, pasted or
 * dropped — uploaded to POST /wiki/pages/{id}/images and inserted by their url. Editable only
 * while synced with the server (offline or refused: read-only, the page view says why).
 */
import { useEffect, useMemo, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { useSelector } from 'react-redux';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import type { WikiPage } from '../../../shared/wiki/wiki.types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGetMembersQuery } from '../company/companyApi';
import { selectToken, selectUser } from '../session/sessionSlice';
import { wikiEditorExtensions, type CardCandidate, type MentionCandidate } from './editorExtensions';
import { SuggestionMenuStore } from './suggestionMenu';
import { SuggestionPopup } from './SuggestionPopup';
import { wikiApi } from './wikiApi';
import { WikiCompanyContext } from './wikiCompany';
import { wikiEditorSx } from './wikiEditorStyles';
import { WikiFileError, isWikiImageType, uploadWikiImage } from './wikiFiles';
import type { WikiSocketProvider } from './wikiSocketProvider';
import { useWikiTranslation } from './wikiTexts';
import { wikiUserColor } from './wikiUserColor';
import { WikiToolbar } from './WikiToolbar';

/** Most members the "@" picker lists. */
const MENTION_LIMIT = 8;

const imagesOf = (files: FileList | null | undefined): File[] =>
  [...(files ?? [])].filter((file) => file.type.startsWith('image/'));

export interface WikiEditorProps {
  page: WikiPage;
  companyId: number;
  provider: WikiSocketProvider;
  editable: boolean;
}

/** The editor of one page (mounted once its provider exists). */
export function WikiEditor({ page, companyId, provider, editable }: WikiEditorProps) {
  const { t, i18n } = useWikiTranslation();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const user = useAppSelector(selectUser);
  const token = useSelector(selectToken);
  const { data: members } = useGetMembersQuery(companyId);
  const menu = useMemo(() => new SuggestionMenuStore(), []);
  const membersRef = useRef<MentionCandidate[]>([]);
  membersRef.current = (members ?? []).map((m) => ({ id: m.userId, name: m.user.name || m.user.email }));
  const uploadRef = useRef<(file: File, at?: number) => void>(() => undefined);

  const editor = useEditor(
    {
      extensions: wikiEditorExtensions({
        doc: provider.doc,
        provider,
        user: { name: user?.name || user?.email || '?', color: wikiUserColor(user?.id ?? 0) },
        placeholder: t('editor.placeholder'),
        menu,
        members: (query) => {
          const q = query.toLowerCase();
          return membersRef.current.filter((m) => m.name.toLowerCase().includes(q)).slice(0, MENTION_LIMIT);
        },
        findCard: async (counter): Promise<CardCandidate> => {
          const result = await dispatch(
            wikiApi.endpoints.wikiCard.initiate({ companyId, counter }, { subscribe: false }),
          );
          return { counter, name: result.data?.name ?? null };
        },
        cardLabel: (card) =>
          card.name === null ? t('suggest.noCard', { counter: card.counter }) : `#${card.counter} ${card.name}`,
      }),
      editable: false,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: { 'aria-label': t('editor.label'), role: 'textbox', 'aria-multiline': 'true' },
        handlePaste: (_view, event) => {
          const images = imagesOf(event.clipboardData?.files);
          images.forEach((file) => uploadRef.current(file));
          return images.length > 0;
        },
        handleDrop: (view, event, _slice, moved) => {
          const images = moved ? [] : imagesOf(event.dataTransfer?.files);
          const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
          images.forEach((file) => uploadRef.current(file, at));
          return images.length > 0;
        },
      },
    },
    [provider],
  );

  uploadRef.current = (file: File, at?: number) => {
    if (!editor || !editor.isEditable) return;
    if (!isWikiImageType(file.type)) {
      enqueueSnackbar(t('image.badType'), { variant: 'error' });
      return;
    }
    enqueueSnackbar(t('image.uploading'), { variant: 'info', autoHideDuration: 1500 });
    uploadWikiImage(page.id, file, { token, language: i18n.language }).then(
      (image) => {
        const node = { type: 'image', attrs: { src: image.url, alt: file.name } };
        if (at === undefined) editor.chain().focus().insertContent(node).run();
        else editor.chain().focus().insertContentAt(at, node).run();
      },
      (error: unknown) =>
        enqueueSnackbar(
          error instanceof WikiFileError && ['BAD_TYPE', 'TOO_LARGE'].includes(error.code)
            ? t(`image.${error.code === 'BAD_TYPE' ? 'badType' : 'tooLarge'}`)
            : error instanceof Error
              ? error.message
              : t('image.failed'),
          { variant: 'error' },
        ),
    );
  };

  useEffect(() => {
    if (editor && editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);

  if (!editor) return null;
  return (
    <WikiCompanyContext.Provider value={companyId}>
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
        }}
      >
        <WikiToolbar editor={editor} onImage={(file) => uploadRef.current(file)} />
      </Box>
      <Box sx={wikiEditorSx} data-testid="wiki-editor">
        <EditorContent editor={editor} />
      </Box>
      <SuggestionPopup store={menu} />
    </WikiCompanyContext.Provider>
  );
}
