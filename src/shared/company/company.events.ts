/**
 * Live event names of the company room `company:<id>` and of a board's own room about the board
 * itself (DESIGN §3 Live events). Payloads are the entity after the change plus `actorId`; every
 * company-room payload carries `companyId` (a socket sits in the rooms of all its companies):
 * - `company:company:created` (to `user:<id>` only) `{id, name, role, actorId}`
 * - `company:company:updated` `{id, name, actorId}`
 * - `company:member:created|updated` `CompanyMember & {companyId, actorId}`
 * - `company:member:deleted` `{companyId, userId, actorId}`
 * - `company:project:created|updated` `Project & {actorId}`
 * - `company:board:created|updated` `Board & {companyId, actorId}`; `company:board:deleted` `{id, projectId, companyId, actorId}`
 * - `board:board:updated` `Board & {companyId, actorId}`; `board:board:deleted` `{id, actorId}`
 */
export const COMPANY_EVENTS = {
  companyCreated: 'company:company:created',
  companyUpdated: 'company:company:updated',
  memberCreated: 'company:member:created',
  memberUpdated: 'company:member:updated',
  memberDeleted: 'company:member:deleted',
  projectCreated: 'company:project:created',
  projectUpdated: 'company:project:updated',
  boardCreated: 'company:board:created',
  boardUpdated: 'company:board:updated',
  boardDeleted: 'company:board:deleted',
} as const;
export type CompanyEventName = (typeof COMPANY_EVENTS)[keyof typeof COMPANY_EVENTS];

/** Events of a board's own room about the board itself. */
export const BOARD_ROOM_EVENTS = {
  boardUpdated: 'board:board:updated',
  boardDeleted: 'board:board:deleted',
} as const;

/** Room of a company's members. */
export const companyRoom = (companyId: number): string => `company:${companyId}`;
/** Room of a board's viewers. */
export const boardRoom = (boardId: number): string => `board:${boardId}`;
