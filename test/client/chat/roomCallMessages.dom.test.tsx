/**
 * Call messages in a room (issue 17; ChatMessage.kind ≠ 'text'): centred system lines with an icon —
 * "Boris started a call" (with Join while that call runs and this tab is not in it), "Call ended ·
 * 3 min", "Missed call from Boris", "Clara declined the call" — in English and Russian; the text
 * message after a call line shows its author again.
 */
import { setupServer } from 'msw/node';
import userEvent from '@testing-library/user-event';
import { act, screen, waitFor } from '@testing-library/react';
import type { ChatCall } from '../../../src/shared/chat/call.types';
import { callJoining, callUpdated } from '../../../src/client/features/call/callSlice';
import { roomSelected } from '../../../src/client/features/chat/chatWindowSlice';
import { callDurationText } from '../../../src/client/features/chat/room/CallMessageLine';
import { BORIS, aMessage, aRoom, findShown, renderRoom, serveRoom } from './roomFixtures';

const mockJoinCall = jest.fn();
jest.mock('../../../src/client/features/call/callActions', () => ({
  joinCall: (args: unknown) => async () => mockJoinCall(args),
  leaveCall: () => async () => undefined,
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MESSAGES = [
  aMessage(1, { kind: 'callStarted', text: '', call: { callId: 50 } }),
  aMessage(2, { kind: 'callMissed', text: '', call: { callId: 50, userId: 3, reason: 'declined' } }),
  aMessage(3, { kind: 'callEnded', text: '', call: { callId: 50, durationMs: 180_000 } }),
  aMessage(4, { kind: 'callMissed', text: '', call: { callId: 51, userId: 1, reason: 'missed' } }),
  aMessage(5, { kind: 'callStarted', text: '', call: { callId: 52 } }),
  aMessage(6, { text: 'Sorry, I was out' }),
];
const running: ChatCall = {
  id: 52,
  roomId: 5,
  companyId: 7,
  startedBy: BORIS.id,
  startedAt: '2026-11-26T09:05:00.000Z',
  participants: [],
};

test('call messages are system lines; Join shows while that call runs and this tab is not in it', async () => {
  const user = userEvent.setup();
  serveRoom(server, MESSAGES);
  const room = aRoom({ conferenceActive: true });
  const { store } = renderRoom(room);
  act(() => {
    store.dispatch(roomSelected(room));
    store.dispatch(callUpdated({ roomId: 5, companyId: 7, call: running }));
  });
  await findShown('Sorry, I was out');
  expect(screen.getAllByText('Boris started a call')).toHaveLength(2);
  expect(screen.getByText('Clara declined the call')).toBeInTheDocument();
  expect(screen.getByText('Call ended · 3 min')).toBeInTheDocument();
  expect(screen.getByText('Missed call from Boris')).toBeInTheDocument();
  // The text message after a call line shows its author again.
  const last = screen.getByText('Sorry, I was out').closest('[role="article"]') as HTMLElement;
  expect(last).toHaveTextContent('Boris');

  const join = screen.getByRole('button', { name: 'Join' }); // only the running call (52) offers it
  expect(join.closest('[data-message-id]')?.getAttribute('data-message-id')).toBe('5');
  await user.click(join);
  await waitFor(() => expect(mockJoinCall).toHaveBeenCalledWith({ roomId: 5, companyId: 7, roomName: 'general' }));
  act(
    () =>
      void store.dispatch(
        callJoining({
          roomId: 5,
          companyId: 7,
          roomName: 'general',
          media: { audio: true, video: false, screen: false },
        }),
      ),
  );
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Join' })).toBeNull());
});

test('call lines in Russian', async () => {
  serveRoom(server, MESSAGES);
  renderRoom(aRoom(), { language: 'ru' });
  await findShown('Sorry, I was out');
  expect(screen.getAllByText('Boris начал(а) звонок')).toHaveLength(2);
  expect(screen.getByText('Clara отклонил(а) звонок')).toBeInTheDocument();
  expect(screen.getByText('Звонок завершён · 3 мин')).toBeInTheDocument();
  expect(screen.getByText('Пропущенный звонок от Boris')).toBeInTheDocument();
});

test('call durations in seconds, minutes and hours', () => {
  const t = ((key: string, options: Record<string, number>) => `${key}:${JSON.stringify(options)}`) as never;
  expect(callDurationText(t, 45_000)).toBe('message.call.seconds:{"count":45}');
  expect(callDurationText(t, 150_000)).toBe('message.call.minutes:{"count":3}');
  expect(callDurationText(t, 65 * 60_000)).toBe('message.call.hours:{"hours":1,"minutes":5}');
});
