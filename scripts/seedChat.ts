/**
 * Demo chat for the seed script (spec/shell.md §3 Chat room, Unread counters; issue 16): in the
 * demo company a public room "general" (everyone) and "random" (not Boris, so he finds it to
 * join), a private room "leads" (Anna and Boris) and three dialogs, with conversations in English
 * and Russian over the last two days — replies in threads, reactions, @mentions and @room — and a
 * few unread messages for each demo user. Inserted straight into the chat tables (rooms, members,
 * messages, reactions, read marks); mentions are parsed with the server's own rule (chatMentions.ts).
 */
import type { Kysely } from 'kysely';
import { parseMentions } from '../src/server/chat/chatMentions';
import type { Database } from '../src/server/db/database';

/** A message: author (index into the users), markdown, reply to an earlier message of the room, reactions. */
type Line = [author: number, text: string, extra?: { reply?: number; react?: [string, number[]][] }];

interface RoomPlan {
  type: 'public' | 'private' | 'dialog';
  name: string;
  topic?: string;
  members: number[];
  lines: Line[];
  /** Unread messages left per member index (default 0: read up to the end). */
  unread?: Record<number, number>;
}

// Users: 0 Anna Owner, 1 Boris Admin, 2 Chen Member, 3 Dana Member (scripts/seed.ts).
const ROOMS: RoomPlan[] = [
  {
    type: 'public',
    name: 'general',
    topic: 'Company-wide announcements and questions',
    members: [0, 1, 2, 3],
    unread: { 2: 4, 3: 2 },
    lines: [
      [0, 'Good morning, team! 👋 The **release 2.4** goes out on Friday.', { react: [['🎉', [1, 2, 3]]] }],
      [1, 'Great. I will prepare the release notes — draft in the *Marketing* board.'],
      [2, 'Can someone review the drag-and-drop fix before that? @Anna Owner', { reply: 0 }],
      [0, 'Sure, I will look at it after lunch.', { reply: 2 }],
      [3, 'Всем привет! Я обновила макеты тёмной темы, посмотрите, пожалуйста.'],
      [1, 'Выглядит отлично 👍', { reply: 4, react: [['❤️', [3]]] }],
      [2, 'The CI run takes 9 minutes now; I split the e2e tests into two jobs.', { react: [['🚀', [0, 1]]] }],
      [0, '@room reminder: the planning meeting moves to **11:00** tomorrow.', { react: [['👀', [2, 3]]] }],
      [3, 'Ок, буду. Нужно ли что-то подготовить?'],
      [0, 'Just your top three tasks for next week.', { reply: 8 }],
      [1, 'Customer feedback summary: search by task number is the most requested feature.'],
      [2, 'I can take it — it is mostly an index on the card counter.', { reply: 10 }],
      [1, 'Perfect, assigned to you @chen.'],
      [3, 'Кто-нибудь знает, где лежит пресс-кит с логотипами?'],
      [1, 'In the Marketing project → "Launch campaign" → card "Press kit".', { reply: 13 }],
      [3, 'Спасибо!', { reply: 13, react: [['✅', [1]]] }],
      [
        0,
        'Lunch is on the company today 🍕',
        {
          react: [
            ['😄', [1, 2, 3]],
            ['🎉', [2]],
          ],
        },
      ],
      [2, 'Heads-up: the staging server restarts at 18:00 for the database upgrade.'],
      [1, 'Will the demo data survive the upgrade?', { reply: 17 }],
      [2, 'Yes, it is a minor version; I tested the migration yesterday.', { reply: 17 }],
      [3, 'Релиз-ноты на русском готовы, добавила в карточку.'],
      [0, 'Thanks @Dana Member, I will publish them with the English ones.'],
      [2, 'PR for search by task number is up: `#1234` style queries work in the board filter.'],
      [0, 'Reviewing now.', { reply: 22 }],
      [3, 'Отличная работа, команда! Хороших выходных 🙌'],
    ],
  },
  {
    type: 'public',
    name: 'random',
    topic: 'Anything goes',
    members: [0, 2, 3],
    unread: { 0: 3 },
    lines: [
      [2, 'Found a great coffee place next to the office ☕'],
      [3, 'Где именно? Я всё ещё хожу в ту, что у метро.', { reply: 0 }],
      [2, 'Corner of the square, the one with the green door.', { reply: 0 }],
      [0, 'Their croissants are excellent.', { reply: 0, react: [['😄', [2, 3]]] }],
      [3, 'Кто идёт в пятницу на настолки?', { react: [['🎉', [0, 2]]] }],
      [2, 'Count me in! Bringing *Carcassonne*.'],
      [0, 'I can only stay until 8, but yes.'],
      [3, 'Отлично, забронирую стол на шестерых.'],
      [2, 'Photo from the hike last weekend: [album](https://example.com/album)', { react: [['❤️', [0, 3]]] }],
      [0, 'Beautiful! Where was that?'],
      [2, 'Near the lake, about an hour by train.', { reply: 9 }],
      [3, 'Хочу тоже в следующий раз!'],
    ],
  },
  {
    type: 'private',
    name: 'leads',
    topic: 'Hiring, budget, planning',
    members: [0, 1],
    unread: { 1: 2 },
    lines: [
      [0, 'We have budget for one more developer this quarter.'],
      [1, 'Great news. Frontend or backend?'],
      [0, 'Frontend — the chat and calendar work is piling up.', { reply: 1 }],
      [1, 'I will draft the job post today and share it here.'],
      [1, 'Draft: "Senior frontend engineer, React + TypeScript, remote-friendly".'],
      [0, 'Add that we use MUI and RTK Query, people ask about the stack.', { reply: 4, react: [['👍', [1]]] }],
      [1, 'Done. Бюджет на конференцию тоже согласовали?'],
      [0, 'Да, два билета. Поедут Chen и Dana.'],
      [0, 'Let us keep the Q3 numbers in this room for now.'],
      [0, 'Also: performance reviews start on the 15th.'],
    ],
  },
  {
    type: 'dialog',
    name: '',
    members: [0, 2],
    unread: { 0: 2 },
    lines: [
      [0, 'Hi Chen, do you have a minute for the CI question?'],
      [2, 'Sure, what is up?'],
      [0, 'Could we cache node_modules between jobs?'],
      [2, 'Yes, I will add it to the pipeline today.', { react: [['✅', [0]]] }],
      [2, 'Done — the build is 2 minutes faster.'],
      [2, 'Also pushed the fix for the flaky upload test.'],
    ],
  },
  {
    type: 'dialog',
    name: '',
    members: [1, 3],
    unread: { 3: 1 },
    lines: [
      [1, 'Дана, привет! Можешь прислать финальные макеты для лендинга?'],
      [3, 'Привет! Да, через час скину.'],
      [3, 'Готово, ссылка в карточке «Landing page».', { react: [['👍', [1]]] }],
      [1, 'Спасибо! Одно замечание: кнопку сделаем контрастнее.'],
      [1, 'И ещё — завтра созвон в 10:00, ок?'],
    ],
  },
  {
    type: 'dialog',
    name: '',
    members: [0, 3],
    lines: [
      [3, 'Anna, I sent you the vacation request for May.'],
      [0, 'Approved ✅ Enjoy!'],
      [3, 'Спасибо большое! 😊'],
    ],
  },
];

/** Inserts the demo chat in `companyId`; `userIds` are the demo users in scripts/seed.ts order. Returns counts. */
export async function seedChat(
  db: Kysely<Database>,
  companyId: number,
  userIds: readonly number[],
  now = new Date(),
): Promise<{ rooms: number; messages: number }> {
  const people = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', [...userIds])
    .execute();
  let messages = 0;
  const total = ROOMS.reduce((sum, room) => sum + room.lines.length, 0);
  // Messages are spread over the last 48 hours in plan order, a few minutes apart.
  const step = Math.floor((48 * 3_600_000) / total);
  let clock = now.getTime() - total * step;
  for (const plan of ROOMS) {
    const memberIds = plan.members.map((index) => userIds[index]);
    const created = new Date(clock - 3_600_000).toISOString();
    const room = await db
      .insertInto('chatRooms')
      .values({
        companyId,
        type: plan.type,
        name: plan.name,
        topic: plan.topic ?? '',
        dialogKey: plan.type === 'dialog' ? `${companyId}:${[...memberIds].sort((a, b) => a - b).join(':')}` : null,
        createdBy: memberIds[0],
        lastMessageId: null,
        lastMessageAt: null,
        createdAt: created,
        updatedAt: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const candidates = people
      .filter((person) => memberIds.includes(person.id))
      .map((person) => ({ userId: person.id, name: person.name, email: person.email }));
    const ids: number[] = [];
    let at = '';
    for (const [author, text, extra] of plan.lines) {
      clock += step;
      at = new Date(clock).toISOString();
      const { mentions, mentionsRoom } = parseMentions(text, candidates);
      const replyTo = extra?.reply === undefined ? null : ids[extra.reply];
      const rootOf =
        replyTo === null
          ? null
          : await db
              .selectFrom('chatMessages')
              .select(['id', 'replyToId'])
              .where('id', '=', replyTo)
              .executeTakeFirstOrThrow();
      const message = await db
        .insertInto('chatMessages')
        .values({
          roomId: room.id,
          authorId: userIds[author],
          text,
          replyToId: rootOf ? (rootOf.replyToId ?? rootOf.id) : null,
          mentions: JSON.stringify(mentions),
          mentionsRoom: mentionsRoom ? 1 : 0,
          createdAt: at,
          editedAt: null,
          deletedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(message.id);
      for (const [emoji, who] of extra?.react ?? []) {
        await db
          .insertInto('chatReactions')
          .values(who.map((index) => ({ messageId: message.id, userId: userIds[index], emoji, createdAt: at })))
          .execute();
      }
      messages += 1;
    }
    await db
      .updateTable('chatRooms')
      .set({ lastMessageId: ids[ids.length - 1], lastMessageAt: at })
      .where('id', '=', room.id)
      .execute();
    for (const [position, index] of plan.members.entries()) {
      const unread = plan.unread?.[index] ?? 0;
      await db
        .insertInto('chatMembers')
        .values({
          roomId: room.id,
          userId: userIds[index],
          role: plan.type !== 'dialog' && position === 0 ? 'owner' : 'member',
          lastReadMessageId: ids[ids.length - 1 - unread] ?? 0,
          joinedAt: created,
        })
        .execute();
    }
  }
  return { rooms: ROOMS.length, messages };
}
