/**
 * A board file in our format (src/shared/board/boardExport.ts) for the import tests: sticker
 * definitions of several types (one soft-deleted), a template, two columns with an open card that
 * holds stickers, members, comments, history and two levels of sub-cards, an archived card and a
 * number-field card. `known` is a company member (matched by e-mail); "Ghost Person" and
 * "Trello Tom" are nobody in the company.
 */
import type { BoardExport, ExportedCard } from '../../../src/shared/board/boardExport';

export const FUTURE = new Date(Date.now() + 7 * 86_400_000).toISOString();

/** A card with every list empty; `patch` fills what a test needs. */
export function card(name: string, sort: number, patch: Partial<ExportedCard> = {}): ExportedCard {
  return {
    name,
    desc: null,
    color: null,
    sort,
    createdAt: '2024-01-02T10:00:00.000Z',
    movedAt: '2024-01-03T10:00:00.000Z',
    doneAt: null,
    archivedAt: null,
    creator: null,
    members: [],
    stickers: [],
    comments: [],
    history: [],
    children: [],
    ...patch,
  };
}

export function sampleExport(known: { email: string; name: string }): BoardExport {
  const ghost = { email: 'ghost@elsewhere.test', name: 'Ghost Person' };
  const tom = { email: null, name: 'Trello Tom' };
  return {
    format: 'teamspace.board',
    version: 1,
    exportedAt: '2024-02-01T00:00:00.000Z',
    board: { name: 'Imported roadmap', bgColor: '#336699', bgImage: null, displayType: 'kanban' },
    stickers: [
      { key: 'd', type: 'deadline', name: null, icon: null, isActive: true, configs: {}, sort: 0, deletedAt: null },
      {
        key: 's',
        type: 'state',
        name: 'Status',
        icon: null,
        isActive: true,
        configs: {
          states: [
            { name: 'Doing', color: 'blue' },
            { name: 'Blocked', color: 'red' },
          ],
        },
        sort: 1,
        deletedAt: null,
      },
      { key: 't', type: 'textField', name: 'Notes', icon: null, isActive: true, configs: {}, sort: 2, deletedAt: null },
      {
        key: 'n',
        type: 'numberField',
        name: 'Points',
        icon: null,
        isActive: true,
        configs: { number: { precision: 1 } },
        sort: 3,
        deletedAt: null,
      },
      {
        key: 'old',
        type: 'textField',
        name: 'Old notes',
        icon: null,
        isActive: true,
        configs: {},
        sort: 4,
        deletedAt: '2024-01-05T00:00:00.000Z',
      },
    ],
    templates: [
      {
        name: 'Bug',
        description: 'A bug report',
        taskName: 'Fix: ',
        taskDescription: null,
        executors: [known, ghost],
        responsible: [],
        stickers: [{ sticker: 's', value: { name: 'Doing', color: 'blue' } }],
      },
    ],
    columns: [
      {
        name: 'To do',
        color: '#ff0000',
        cards: [
          card('Write spec', 2, {
            desc: 'The **spec**',
            creator: known,
            members: [
              { ...known, isResponsible: false },
              { ...ghost, isResponsible: true },
            ],
            stickers: [
              {
                sticker: 'd',
                value: { endDate: FUTURE, startDate: null, showTime: true, notification: 900, prevValues: [] },
                updatedAt: '2024-01-04T00:00:00.000Z',
                updatedBy: known,
              },
              {
                sticker: 's',
                value: { name: 'Doing', color: 'blue' },
                updatedAt: '2024-01-04T00:00:00.000Z',
                updatedBy: null,
              },
              { sticker: 'old', value: { value: 'kept' }, updatedAt: '2024-01-04T00:00:00.000Z', updatedBy: null },
            ],
            comments: [
              {
                author: known,
                text: 'First!',
                createdAt: '2024-01-02T11:00:00.000Z',
                updatedAt: '2024-01-02T11:00:00.000Z',
              },
              {
                author: tom,
                text: 'From Trello',
                createdAt: '2024-01-02T12:00:00.000Z',
                updatedAt: '2024-01-02T12:30:00.000Z',
              },
            ],
            history: [
              {
                actor: tom,
                action: 'renamed',
                field: 'name',
                from: 'Spec',
                to: 'Write spec',
                createdAt: '2024-01-02T10:30:00.000Z',
              },
            ],
            children: [
              card('Outline', 1, {
                doneAt: '2024-01-03T00:00:00.000Z',
                children: [card('Headings', 1)],
              }),
            ],
          }),
          card('Old idea', 1, {
            archivedAt: '2024-01-10T00:00:00.000Z',
            stickers: [
              { sticker: 't', value: { value: 'parked' }, updatedAt: '2024-01-04T00:00:00.000Z', updatedBy: null },
            ],
          }),
        ],
      },
      {
        name: 'Done',
        color: null,
        cards: [
          card('Ship v1', 5, {
            stickers: [{ sticker: 'n', value: { value: 3.5 }, updatedAt: '2024-01-04T00:00:00.000Z', updatedBy: null }],
          }),
        ],
      },
    ],
  };
}
