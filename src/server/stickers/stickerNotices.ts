/**
 * What the sticker scheduler (./stickerScheduler.ts) tells people (issue 4 item 5; spec/board.md
 * §4 Deadline reminder, Timer): live notifications to the `user:<id>` rooms of the people of a card.
 */
import type { FastifyInstance } from 'fastify';
import { STICKER_NOTIFICATION_EVENTS, type StickerNotificationPayload } from '../../shared/stickers';
import { userRoom } from '../plugins/realtime';

/** The fields of a due row that notices read. */
export interface NoticeRow {
  id: number;
  cardId: number;
  boardStickerId: number;
  updatedBy: number | null;
  type: string;
  name: string | null;
  isActive: number;
  configs: string;
  deletedAt: string | null;
  boardId: number;
  companyId: number;
  projectId: number;
  counter: number;
  cardName: string;
  cardCreatedBy: number | null;
}

/**
 * Who hears about a card sticker: the card's executors and responsible people, its creator and
 * whoever last set the sticker — deduplicated, and only while they still belong to the company.
 */
export async function stickerPeople(app: FastifyInstance, row: NoticeRow): Promise<number[]> {
  const members = await app.db.selectFrom('cardMembers').select('userId').where('cardId', '=', row.cardId).execute();
  const candidates = new Set<number>(members.map((member) => member.userId));
  if (row.cardCreatedBy !== null) candidates.add(row.cardCreatedBy);
  if (row.updatedBy !== null) candidates.add(row.updatedBy);
  if (candidates.size === 0) return [];
  const inCompany = await app.db
    .selectFrom('companyMembers')
    .select('userId')
    .where('companyId', '=', row.companyId)
    .where('userId', 'in', [...candidates])
    .execute();
  return inCompany.map((member) => member.userId).sort((a, b) => a - b);
}

/**
 * Sends `notifications:deadline:reminder` or `notifications:timer:finished`
 * (StickerNotificationPayload; `at` = deadline end or timer zero instant, ISO) to each person's room.
 */
export async function notifyStickerPeople(
  app: FastifyInstance,
  row: NoticeRow,
  kind: keyof typeof STICKER_NOTIFICATION_EVENTS,
  at: string,
  notification?: number,
): Promise<void> {
  const payload: StickerNotificationPayload = {
    cardId: row.cardId,
    boardId: row.boardId,
    projectId: row.projectId,
    counter: row.counter,
    cardName: row.cardName,
    cardStickerId: row.id,
    at,
    ...(notification === undefined ? {} : { notification }),
  };
  for (const userId of await stickerPeople(app, row)) {
    app.realtime.broadcast(userRoom(userId), STICKER_NOTIFICATION_EVENTS[kind], payload);
  }
}
