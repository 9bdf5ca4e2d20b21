/**
 * The invitations slice (spec/shell.md §4 Conference invitations; issue 17 item 3): deduplicated by
 * roomId (a second one for the room replaces the first in place), ignored without roomId, replaced
 * wholesale by a load, ended by roomId, cleared on sign-out.
 */
import {
  callInvitationsSlice,
  invitationAdded,
  invitationEnded,
  invitationsLoaded,
} from '../../../src/client/features/call/callInvitationsSlice';
import type { CallInvitation } from '../../../src/shared/chat/call.types';
import { signedOut } from '../../../src/client/features/session/sessionSlice';
import { anInvitation } from './invitationFixtures';

const reduce = callInvitationsSlice.reducer;
const empty = reduce(undefined, { type: 'init' });

test('a second invitation for the same room replaces the first in place', () => {
  let state = reduce(empty, invitationAdded(anInvitation({ roomId: 5, callId: 1 })));
  state = reduce(
    state,
    invitationAdded(anInvitation({ roomId: 6, callId: 2, roomType: 'public', roomName: 'general' })),
  );
  state = reduce(state, invitationAdded(anInvitation({ roomId: 5, callId: 3, roomName: 'Anna again' })));
  expect(state.items.map((item) => [item.roomId, item.callId])).toEqual([
    [5, 3],
    [6, 2],
  ]);
  expect(state.items[0].roomName).toBe('Anna again');
});

test('an invitation without a numeric roomId is ignored', () => {
  const noRoom = { ...anInvitation(), roomId: undefined } as unknown as CallInvitation;
  const textRoom = { ...anInvitation(), roomId: '5' } as unknown as CallInvitation;
  let state = reduce(empty, invitationAdded(noRoom));
  state = reduce(state, invitationAdded(textRoom));
  state = reduce(state, invitationAdded(null as unknown as CallInvitation));
  expect(state.items).toEqual([]);
});

test('a load replaces everything, deduplicated and without room-less ones; ended and sign-out remove', () => {
  let state = reduce(empty, invitationAdded(anInvitation({ roomId: 9 })));
  state = reduce(
    state,
    invitationsLoaded([
      anInvitation({ roomId: 5, callId: 1 }),
      { ...anInvitation(), roomId: undefined } as unknown as CallInvitation,
      anInvitation({ roomId: 5, callId: 2 }),
      anInvitation({ roomId: 7, callId: 3 }),
    ]),
  );
  expect(state.items.map((item) => [item.roomId, item.callId])).toEqual([
    [5, 2],
    [7, 3],
  ]);
  state = reduce(state, invitationEnded({ roomId: 5 }));
  expect(state.items.map((item) => item.roomId)).toEqual([7]);
  expect(reduce(state, signedOut()).items).toEqual([]);
});
