/**
 * Creates a wiki page named "Untitled" (in the user's language) at the end of `parentId`'s children
 * (the root when null), opens it, and toasts a failure in words (issue 18 page tree "create").
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useErrorToast } from '../company/workspaceUi';
import { useCreateWikiPageMutation } from './wikiApi';
import { useWikiTranslation } from './wikiTexts';

/** `(parentId) => Promise<page id | null>` for the project `projectId`. */
export function useCreatePage(projectId: number): (parentId: number | null) => Promise<number | null> {
  const { t } = useWikiTranslation();
  const navigate = useNavigate();
  const toastError = useErrorToast();
  const [create] = useCreateWikiPageMutation();
  return useCallback(
    async (parentId: number | null) => {
      try {
        const page = await create({ projectId, title: t('page.untitled'), parentId }).unwrap();
        navigate(`/cabinet/project/${projectId}/wiki/${page.id}`);
        return page.id;
      } catch (error) {
        toastError(error, t('errors.create'));
        return null;
      }
    },
    [create, navigate, projectId, t, toastError],
  );
}
