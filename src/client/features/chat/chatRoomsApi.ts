/**
 * Chat room calls (issue 16 item 2; spec/shell.md §7 Chat; paths and answers as listed in
 * src/shared/chat/chat.schemas.ts), injected into the one api. Rooms and unread counts live in the
 * `chatWindow` slice, not the query cache: the reads are run by chatListeners.ts (`loadChatCompany`)
 * with `subscribe: false`, and every write puts its answer into the slice (`roomUpserted`,
 * `roomRemoved`) when it succeeds. Members are read through the cache (the members dialog).
 * Only types are imported (no zod): the unread counts are loaded on every signed-in page.
 * - GET  /chat/company/{companyId}/rooms → ChatRoom[]
 * - POST /chat/company/{companyId}/rooms {type, name, topic?, memberIds?} → 201 ChatRoom
 * - GET  /chat/company/{companyId}/unread-counts → UnreadCounts
 * - POST /chat/get-room-by-user-id/{userId} {companyId?} → ChatRoom (the dialog, found or created)
 * - GET / PUT /chat/rooms/{roomId} → ChatRoom; POST …/join → ChatRoom; POST …/leave → {id}
 * - GET / POST /chat/rooms/{roomId}/members → ChatMember[]; DELETE …/members/{userId} → {roomId, userId}
 */
import type { ChatMember, ChatRoom, ChatRoomType, UnreadCounts } from '../../../shared/chat/chat.types';
import { api } from '../../api/api';
import { roomRemoved, roomUpserted } from './chatWindowSlice';

/** Body of POST /chat/company/{companyId}/rooms (the shared zod schema's shape, without zod). */
export interface CreateRoomRequest {
  companyId: number;
  type: Exclude<ChatRoomType, 'dialog'>;
  name: string;
  topic?: string;
  memberIds?: number[];
}

/** Body of PUT /chat/rooms/{roomId}: at least one field. */
export interface UpdateRoomRequest {
  roomId: number;
  name?: string;
  topic?: string;
  archived?: boolean;
}

/** Puts a room answer into the slice once the call succeeded. */
const upsertOnSuccess = async (
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: ChatRoom }> },
) => {
  const result = await queryFulfilled.catch(() => null);
  if (result?.data) dispatch(roomUpserted(result.data));
};

export const chatRoomsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The company's rooms (public ones, and the private rooms and dialogs the caller belongs to). */
    chatRooms: build.query<ChatRoom[], { companyId: number; archived?: boolean }>({
      query: ({ companyId, archived }) => ({
        url: `/chat/company/${companyId}/rooms`,
        params: archived === undefined ? undefined : { archived },
      }),
      keepUnusedDataFor: 0,
    }),
    /** The company's unread counters (uncapped; spec §3 Unread counters). */
    chatUnreadCounts: build.query<UnreadCounts, number>({
      query: (companyId) => ({ url: `/chat/company/${companyId}/unread-counts` }),
      keepUnusedDataFor: 0,
    }),
    createChatRoom: build.mutation<ChatRoom, CreateRoomRequest>({
      query: ({ companyId, ...body }) => ({ url: `/chat/company/${companyId}/rooms`, method: 'POST', body }),
      onQueryStarted: upsertOnSuccess,
    }),
    /** spec §7: the dialog with `userId`, found or created (in `companyId`, else the first shared company). */
    dialogRoom: build.mutation<ChatRoom, { userId: number; companyId?: number }>({
      query: ({ userId, companyId }) => ({
        url: `/chat/get-room-by-user-id/${userId}`,
        method: 'POST',
        body: companyId === undefined ? {} : { companyId },
      }),
    }),
    chatRoom: build.query<ChatRoom, number>({
      query: (roomId) => ({ url: `/chat/rooms/${roomId}` }),
      keepUnusedDataFor: 0,
    }),
    updateChatRoom: build.mutation<ChatRoom, UpdateRoomRequest>({
      query: ({ roomId, ...body }) => ({ url: `/chat/rooms/${roomId}`, method: 'PUT', body }),
      onQueryStarted: upsertOnSuccess,
    }),
    joinChatRoom: build.mutation<ChatRoom, number>({
      query: (roomId) => ({ url: `/chat/rooms/${roomId}/join`, method: 'POST' }),
      onQueryStarted: upsertOnSuccess,
    }),
    /** Leaves the room: it leaves the lists; a public room comes back as "not joined" (refetched). */
    leaveChatRoom: build.mutation<{ id: number }, { roomId: number; type: ChatRoomType }>({
      query: ({ roomId }) => ({ url: `/chat/rooms/${roomId}/leave`, method: 'POST' }),
      async onQueryStarted({ roomId, type }, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(roomRemoved({ roomId }));
        if (type === 'public') void dispatch(refetchRoom(roomId));
      },
    }),
    chatRoomMembers: build.query<ChatMember[], number>({
      query: (roomId) => ({ url: `/chat/rooms/${roomId}/members` }),
      keepUnusedDataFor: 0,
    }),
    addChatRoomMembers: build.mutation<ChatMember[], { roomId: number; userIds: number[] }>({
      query: ({ roomId, userIds }) => ({ url: `/chat/rooms/${roomId}/members`, method: 'POST', body: { userIds } }),
    }),
    removeChatRoomMember: build.mutation<{ roomId: number; userId: number }, { roomId: number; userId: number }>({
      query: ({ roomId, userId }) => ({ url: `/chat/rooms/${roomId}/members/${userId}`, method: 'DELETE' }),
    }),
  }),
});

/** GET /chat/rooms/{roomId} into the slice (a room the caller may still see); failures change nothing. */
export const refetchRoom =
  (roomId: number) =>
  async (dispatch: (action: unknown) => unknown): Promise<ChatRoom | null> => {
    const request = dispatch(
      chatRoomsApi.endpoints.chatRoom.initiate(roomId, { subscribe: false, forceRefetch: true }),
    ) as Promise<{ data?: ChatRoom }>;
    const { data } = await request;
    if (data) dispatch(roomUpserted(data));
    return data ?? null;
  };

export const {
  useCreateChatRoomMutation,
  useUpdateChatRoomMutation,
  useJoinChatRoomMutation,
  useLeaveChatRoomMutation,
  useChatRoomMembersQuery,
  useAddChatRoomMembersMutation,
  useRemoveChatRoomMemberMutation,
} = chatRoomsApi;
