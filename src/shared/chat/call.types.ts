/**
 * Conference calls' wire types, constants and live event names (spec/shell.md §1, §3 Conference
 * invitation, §4 Conference invitations and the conference flag, §9; issue 17). Zod-free like
 * chat.types.ts: the client's entry imports it (the invitation listener) without zod.
 *
 * Model:
 * - A call belongs to one chat room (public, private or dialog); at most one call runs per room.
 *   The room's `conferenceActive` flag is true exactly while its call runs (`chat:conference:updated`).
 * - A participant is one user on one socket (their tab). Joining from another tab moves the
 *   participation there (`call:replaced` to the old socket). Participants are chat members of the
 *   room (joining a public room's call joins the room first).
 * - Media is a full WebRTC mesh between the participants' browsers, at most CALL_MAX_PARTICIPANTS.
 *   The server relays signalling (`call:signal`) only between participants of the same call.
 * - Server state (calls, participants, invitations) lives in the database, so every instance sees
 *   it; each participant's tab sends `call:heartbeat` every CALL_HEARTBEAT_MS. A participant whose
 *   heartbeat is older than CALL_HEARTBEAT_TIMEOUT_MS is removed (a crashed tab); a reload within
 *   that time rejoins the same participation with its new socket.
 * - A call ends when it has had no participant for the empty timeout (config
 *   CALL_EMPTY_TIMEOUT_MS, default 0: at once when the last one leaves).
 * - Invitations ring for CALL_RING_MS; unanswered ones become "missed" (a call message in the room).
 */

/** Largest full mesh (participants per call): each browser sends its media to every other one. */
export const CALL_MAX_PARTICIPANTS = 6;
/** A participant's tab sends `call:heartbeat` this often (ms). */
export const CALL_HEARTBEAT_MS = 5_000;
/** …and is removed from the call when its last heartbeat is older than this (ms). */
export const CALL_HEARTBEAT_TIMEOUT_MS = 20_000;
/** An invitation rings this long before it becomes a missed call (ms). */
export const CALL_RING_MS = 30_000;
/** spec/shell.md §4: adding an invitation triggers the ringtone signal after 100 ms. */
export const CALL_RING_DELAY_MS = 100;

/** Which media a participant sends (what others show as muted / camera off / sharing). */
export interface CallMedia {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

/** A participant of a running call. */
export interface CallParticipant {
  userId: number;
  name: string;
  avatar: string | null;
  /** The socket their tab signals on (signals to this user go to this socket only). */
  socketId: string;
  media: CallMedia;
  joinedAt: string;
}

/** A running call (GET /chat/rooms/{roomId}/call; `call:updated`). */
export interface ChatCall {
  id: number;
  roomId: number;
  companyId: number;
  startedBy: number | null;
  startedAt: string;
  participants: CallParticipant[];
}

/** `call:updated` payload: the room's call after a change, null when it ended. */
export interface ChatCallUpdate {
  roomId: number;
  companyId: number;
  call: ChatCall | null;
}

/**
 * spec/shell.md §3 Conference invitation: roomId plus other data. Sent live as `call:invitation`
 * to the invitee's user room; GET /chat/call-invitations lists the caller's ringing ones (a reload
 * while ringing rings again).
 */
export interface CallInvitation {
  roomId: number;
  companyId: number;
  callId: number;
  roomType: 'public' | 'private' | 'dialog';
  /** As the invitee sees the room (a dialog: the caller's name). */
  roomName: string;
  from: { id: number; name: string; avatar: string | null };
  /** ISO time when ringing stops and the invitation becomes missed. */
  expiresAt: string;
}

/** Why an invitation stopped ringing. */
export const CALL_INVITATION_END_REASONS = ['accepted', 'declined', 'missed', 'ended'] as const;
export type CallInvitationEndReason = (typeof CALL_INVITATION_END_REASONS)[number];

/** `call:invitation:ended` payload (to the invitee's every tab). */
export interface CallInvitationEnded {
  roomId: number;
  callId: number;
  reason: CallInvitationEndReason;
}

/** `call:declined` payload (to the call's participants): the invitee said no. */
export interface CallDeclined {
  roomId: number;
  callId: number;
  userId: number;
  name: string;
}

/**
 * One WebRTC signalling message. Client → server `call:signal` carries `toUserId`; the server
 * relays it to that participant's socket as `call:signal` with `fromUserId` (and no `toUserId`).
 * Exactly one of `description` (an offer or answer, RTCSessionDescriptionInit) or `candidate`
 * (RTCIceCandidateInit; null: end of candidates) is set.
 */
export interface CallSignal {
  roomId: number;
  toUserId?: number;
  fromUserId?: number;
  description?: { type: 'offer' | 'answer' | 'pranswer' | 'rollback'; sdp?: string };
  candidate?: {
    candidate?: string;
    sdpMid?: string | null;
    sdpMLineIndex?: number | null;
    usernameFragment?: string | null;
  } | null;
}

/** RTCIceServer as configured (ICE_SERVERS) or issued with short-lived TURN credentials. */
export interface CallIceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** POST /chat/rooms/{roomId}/call/join answer: the call as joined plus the ICE servers to use. */
export interface CallJoinAnswer {
  call: ChatCall;
  iceServers: CallIceServer[];
}

/** Socket events the client emits (acknowledged `{ok: true}` or `{ok: false, error}` like `room:join`). */
export const CALL_SOCKET_EVENTS = {
  /** `CallSignal` with `toUserId`: relayed only when sender and target are participants of the room's call. */
  signal: 'call:signal',
  /** `{roomId}`: "my tab is still in the call" every CALL_HEARTBEAT_MS. */
  heartbeat: 'call:heartbeat',
} as const;

/**
 * Live events (server → client):
 * - `call:updated` `ChatCallUpdate` to `room:<id>` (watchers of the chat room) and `call:<roomId>`
 *   (participants' sockets) after a start, join, leave, media change, removal or end;
 * - `call:signal` `CallSignal` with `fromUserId` to one participant's socket;
 * - `call:replaced` `{roomId}` to a socket whose participation moved to another tab of the user;
 * - `call:invitation` `CallInvitation` to `user:<invitee>`;
 * - `call:invitation:ended` `CallInvitationEnded` to `user:<invitee>` (accepted or declined on
 *   some tab, missed after CALL_RING_MS, or the call ended);
 * - `call:declined` `CallDeclined` to `call:<roomId>`;
 * - and chat's `chat:conference:updated` `{roomId, companyId, conferenceActive}` (chatConference.ts).
 */
export const CALL_EVENTS = {
  updated: 'call:updated',
  signal: 'call:signal',
  replaced: 'call:replaced',
  invitation: 'call:invitation',
  invitationEnded: 'call:invitation:ended',
  declined: 'call:declined',
} as const;
export type CallEventName = (typeof CALL_EVENTS)[keyof typeof CALL_EVENTS];

/** socket.io room of one call's participants' sockets. */
export const callRoom = (roomId: number): string => `call:${roomId}`;

/**
 * Chat messages the server posts about calls (ChatMessage.kind; text is '' and `call` tells what):
 * - `callStarted`: author started a call (the room shows Join while it runs);
 * - `callEnded`: the call ended after `durationMs`;
 * - `callMissed`: `userId` did not answer the author's call (declined or no answer).
 */
export const CHAT_MESSAGE_KINDS = ['text', 'callStarted', 'callEnded', 'callMissed'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** What a call message is about (ChatMessage.call). */
export interface ChatCallMessageInfo {
  callId: number;
  /** callEnded: how long the call ran (ms). */
  durationMs?: number;
  /** callMissed: who did not answer. */
  userId?: number;
  /** callMissed: 'declined' or 'missed' (no answer in CALL_RING_MS). */
  reason?: 'declined' | 'missed';
}
