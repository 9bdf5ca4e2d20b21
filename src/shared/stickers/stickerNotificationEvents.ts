/**
 * Live sticker notifications (spec/board.md §4 Deadline reminder, Timer): event names and payload,
 * sent by the sticker schedulers to `user:<id>` rooms. No zod here: the client's shell imports this
 * at startup (issue 13 item 6 keeps schemas out of the initial JavaScript); stickerWire.ts re-exports it.
 */

/** Live notifications sent by the sticker schedulers to `user:<id>` rooms. */
export const STICKER_NOTIFICATION_EVENTS = {
  deadlineReminder: 'notifications:deadline:reminder',
  timerFinished: 'notifications:timer:finished',
} as const;
/** Payload of a sticker notification: which card, and when (deadline end or timer zero). */
export interface StickerNotificationPayload {
  cardId: number;
  boardId: number;
  projectId: number;
  counter: number;
  cardName: string;
  cardStickerId: number;
  /** Deadline endDate, or the instant the timer reached zero. */
  at: string;
  /** Deadline reminder: seconds before endDate. */
  notification?: number;
}
