/**
 * Live events of the company room `company:<id>` (issue 3 brief "Company room"; DESIGN §3 Live
 * events; names in src/shared/company/company.events.ts), landed in the RTK Query cache by
 * invalidating the tags of companyApi.ts. The server joins every member's sockets to the room at
 * connect and on join. Payloads are the entity after the change plus `actorId`:
 * `company:company:created|updated` {id, name…}; `company:member:created|updated` CompanyMember &
 * {companyId}; `company:member:deleted` {companyId, userId}; `company:project:created|updated`
 * Project; `company:board:created|updated` Board & {companyId}; `company:board:deleted`
 * {id, projectId, companyId}.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../app/translation';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../app/toasts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useConnectionService } from '../connection/ConnectionProvider';
import { selectUser } from '../session/sessionSlice';
import { COMPANY_EVENTS, type CompanyEventName } from '../../../shared/company/company.events';
import { companyApi, companyTags } from './companyApi';

type CompanyEvent = CompanyEventName;

interface EventPayload {
  id?: number;
  companyId?: number;
  projectId?: number;
  userId?: number;
  user?: { id?: number };
}

type Tag = Parameters<typeof companyApi.util.invalidateTags>[0][number];

/** The cache tags an event makes stale (pure; `myId` tells whether a member event is about me). */
export function tagsOfEvent(event: CompanyEvent, payload: EventPayload, myId: number | undefined): Tag[] {
  const { membersTag, linksTag, projectBoardsTag } = companyTags;
  switch (event) {
    case COMPANY_EVENTS.companyCreated:
      return [{ type: 'Company', id: 'LIST' }];
    case COMPANY_EVENTS.companyUpdated:
      return payload.id ? [{ type: 'Company', id: payload.id }] : [];
    case COMPANY_EVENTS.projectCreated:
    case COMPANY_EVENTS.projectUpdated:
      return [
        ...(payload.companyId ? [{ type: 'Company' as const, id: payload.companyId }] : []),
        ...(payload.id ? [{ type: 'Project' as const, id: payload.id }] : []),
      ];
    case COMPANY_EVENTS.boardCreated:
    case COMPANY_EVENTS.boardUpdated:
    case COMPANY_EVENTS.boardDeleted:
      return payload.projectId ? [projectBoardsTag(payload.projectId)] : [];
    default: {
      // Member events.
      const companyId = payload.companyId;
      if (!companyId) return [];
      const userId = payload.userId ?? payload.user?.id;
      const aboutMe = userId !== undefined && userId === myId;
      // Removed myself: refetching the company would answer 403 (→ /403); only my list changes.
      if (event === COMPANY_EVENTS.memberDeleted && aboutMe) return [{ type: 'Company', id: 'LIST' }];
      const tags: Tag[] = [membersTag(companyId), { type: 'Company', id: companyId }];
      if (event === COMPANY_EVENTS.memberCreated) tags.push(linksTag(companyId)); // a join uses up a link
      if (aboutMe) tags.push({ type: 'Company', id: 'LIST' });
      return tags;
    }
  }
}

/**
 * Keeps the shown companies, projects and board lists live while mounted. `viewedCompanyId`: the
 * company on screen; when the current user is removed from it, a toast says so and the page goes
 * to /cabinet.
 */
export function useCompanyEvents(viewedCompanyId?: number): void {
  const connection = useConnectionService();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('company');
  const { enqueueSnackbar } = useSnackbar();
  const myId = useAppSelector(selectUser)?.id;

  useEffect(() => {
    const handler = (event: CompanyEvent) => (raw: unknown) => {
      const payload = (raw ?? {}) as EventPayload;
      const tags = tagsOfEvent(event, payload, myId);
      if (tags.length > 0) dispatch(companyApi.util.invalidateTags(tags));
      const userId = payload.userId ?? payload.user?.id;
      if (
        event === COMPANY_EVENTS.memberDeleted &&
        userId === myId &&
        viewedCompanyId !== undefined &&
        payload.companyId === viewedCompanyId
      ) {
        enqueueSnackbar(t('live.removed'), { variant: 'warning' });
        navigate('/cabinet', { replace: true });
      }
    };
    const offs = Object.values(COMPANY_EVENTS).map((event) => connection.on(event, handler(event)));
    return () => offs.forEach((off) => off());
  }, [connection, dispatch, navigate, enqueueSnackbar, t, myId, viewedCompanyId]);
}
