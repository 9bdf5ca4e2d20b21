/**
 * Task search by number (spec/board.md §2 task search dialog; DESIGN §3 `GET
 * /company/{id}/tasks/{counter}`, §4 counter): the card with that company-wide number and its
 * place, archived cards too, 404 for an unknown number, 403 for a user of another company.
 */
import { forEachDialect } from '../harness';
import { api, cards, ok, person, team } from './editorFixture';

forEachDialect('task search by number', (ref) => {
  test('finds a card by its number with its project and company; archived cards too', async () => {
    const t = await team(ref.server, 2);
    const [first, second] = await cards(ref.server, t.owner, t.columnIds[1], 2);
    const found = await ok(ref.server, t.member, 'GET', `/company/${t.companyId}/tasks/${second.counter}`);
    expect(found).toMatchObject({
      id: second.id,
      counter: second.counter,
      name: second.name,
      boardId: t.boardId,
      columnId: t.columnIds[1],
      projectId: t.projectId,
      companyId: t.companyId,
    });
    await ok(ref.server, t.owner, 'PUT', `/editor/card/${first.id}`, { archived: true });
    const archived = await ok(ref.server, t.member, 'GET', `/company/${t.companyId}/tasks/${first.counter}`);
    expect(archived).toMatchObject({ id: first.id, archivedAt: expect.any(String) });
  });

  test('404 for a number not given out; numbers belong to their company; 403 for non-members', async () => {
    const t = await team(ref.server, 1);
    const [card] = await cards(ref.server, t.owner, t.columnIds[0], 1);
    await api(ref.server, t.owner, 'GET', `/company/${t.companyId}/tasks/${card.counter + 100}`, undefined, {
      expect: 404,
    });
    await api(ref.server, t.outsider, 'GET', `/company/${t.companyId}/tasks/${card.counter}`, undefined, {
      expect: 403,
    });
    await api(ref.server, t.owner, 'GET', `/company/${t.companyId}/tasks/abc`, undefined, { expect: 400 });
    // Another company has its own number 1, which does not reach this one's card.
    const stranger = await person(ref.server, 'Sam Stranger');
    const other = await ok(ref.server, stranger, 'POST', '/company', { name: 'Other' });
    await api(ref.server, stranger, 'GET', `/company/${other.id}/tasks/${card.counter}`, undefined, { expect: 404 });
  });
});
