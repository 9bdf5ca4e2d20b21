/**
 * Guest links (spec/shell.md §1, §4 Client mode, §7; spec/board.md §3 "Guest settings", §6;
 * DESIGN §3 Transports "Guests: `guestToken` as query parameter or `X-Guest-Token` header",
 * Route map `GET|PUT /board/{boardId}/share`, `GET /board/shared/{token}`).
 *
 * - Members: `GET /board/{boardId}/share` → BoardShare (a disabled link with a token is created on
 *   first read); `PUT` body shareUpdateBody → BoardShare. `regenerate: true` issues a new token:
 *   the old link stops working at once.
 * - Anyone: `GET /board/shared/{token}` → SharedBoard; an unknown, disabled or regenerated token →
 *   404 GUEST_LINK_INVALID (the same code answers any call made with such a guest token).
 * - Guests (X-Guest-Token or ?guestToken=, and ?token= on GET /editor/columns/{boardId}) read only
 *   their board: columns, card pages, archive, children, a card, its comments and history, the
 *   board's sticker definitions; they create cards only with allowCreateTasks (no members). Any
 *   other board → 403; any other route → 401. They never see e-mails; with
 *   showExecutorsAndResponsible false, cards come without cardsMembers.
 * - Live: guests are in HTTP mode (spec/shell.md §4), so the guest board polls every
 *   GUEST_POLL_MS instead of joining the socket room.
 */
import { z } from 'zod';
import { V } from '../validation';

export interface GuestSettings {
  allowCreateTasks: boolean;
  showExecutorsAndResponsible: boolean;
}

export interface BoardShare {
  token: string;
  enabled: boolean;
  guestSettings: GuestSettings;
}

/** `PUT /board/{boardId}/share`: fields given only. */
export const shareUpdateBody = z
  .object({
    enabled: z.boolean({ error: V.invalidFormat }).optional(),
    allowCreateTasks: z.boolean({ error: V.invalidFormat }).optional(),
    showExecutorsAndResponsible: z.boolean({ error: V.invalidFormat }).optional(),
    regenerate: z.boolean({ error: V.invalidFormat }).optional(),
  })
  .strict();
export type ShareUpdateBody = z.infer<typeof shareUpdateBody>;

/** What a guest learns from `GET /board/shared/{token}`: the board, its settings, member names. */
export interface SharedBoard {
  board: { id: number; name: string; bgColor: string | null; bgImage: string | null; displayType: string };
  guestSettings: GuestSettings;
  /** Names and avatars of the company's members (no e-mails); empty when showExecutorsAndResponsible is false. */
  members: { userId: number; name: string; avatar: string | null }[];
}

export { GUEST_POLL_MS } from '../constants';
