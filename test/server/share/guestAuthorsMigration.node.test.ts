/**
 * Migration 20261127090000_guest_authors: cards a guest created before it (no creating user and no
 * kept creator name) read as a guest's afterwards — the card's `creator.isGuest` and its `created`
 * history entry's `actor.isGuest` — while members' cards stay theirs.
 */
import { Migrator } from 'kysely';
import { migrationProvider } from '../../../src/server/db/migrations';
import { forEachDialect } from '../harness';
import { ok, team } from '../editor/editorFixture';
import { asGuest, shareBoard } from './shareFixture';

/** The migration before this one: migrating down to it drops the guest columns. */
const BEFORE = '20261126090100_card_creator_name';

forEachDialect('guest authors migration', (ref) => {
  test("a guest's card created before the migration reads as a guest's after it", async () => {
    const t = await team(ref.server, 1);
    const token = await shareBoard(ref.server, t.owner, t.boardId, { allowCreateTasks: true });
    const url = `/editor/card/${t.columnIds[0]}`;
    const byGuest = (await asGuest(ref.server, token, 'POST', url, { name: 'From a guest' })).body.data;
    const byMember = await ok(ref.server, t.member, 'POST', url, { name: 'From a member' });

    const migrator = new Migrator({ db: ref.server.app.db.withoutPlugins(), provider: migrationProvider });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    expect((await ok(ref.server, t.member, 'GET', `/editor/card/${byGuest.id}`)).creator).toMatchObject({
      isGuest: true,
    });
    const history = await ok(ref.server, t.member, 'GET', `/editor/card/${byGuest.id}/history`);
    expect(history[0]).toMatchObject({ action: 'created', actor: { userId: null, name: '', isGuest: true } });
    expect((await ok(ref.server, t.member, 'GET', `/editor/card/${byMember.id}`)).creator).not.toHaveProperty(
      'isGuest',
    );
    const mine = await ok(ref.server, t.member, 'GET', `/editor/card/${byMember.id}/history`);
    expect(mine[0].actor).toEqual({ userId: t.member.id, name: 'Max Member' });
  });
});
