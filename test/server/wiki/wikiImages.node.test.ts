/**
 * Images of wiki pages (issue 18; src/server/wiki/wikiImages.routes.ts) on SQLite and PostgreSQL:
 * a member uploads a PNG as the raw body and gets a capability URL that serves the same bytes
 * without a token (stored type, nosniff, immutable private cache) — even for a browser navigation;
 * other types get 415, more than 10 MB 413, outsiders 403, no token 401, unknown keys 404.
 */
import { WIKI_IMAGE_MAX_BYTES } from '../../../src/shared/wiki/wiki.types';
import { forEachDialect, type TestServer } from '../harness';
import { createPage, team, type Person, type Team } from './wikiFixture';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads raw `body` with `type` as `who` (no token when null). */
async function upload(server: TestServer, who: Person | null, pageId: number, body: Buffer, type: string) {
  const response = await fetch(`${server.baseUrl}/wiki/pages/${pageId}/images`, {
    method: 'POST',
    headers: {
      'content-type': type,
      accept: 'application/json',
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
    body: new Blob([new Uint8Array(body)]),
  });
  return { status: response.status, body: await response.json() };
}

forEachDialect('wiki images', (ref) => {
  let t: Team;
  let pageId: number;
  beforeAll(async () => {
    t = await team(ref.server, 1);
    pageId = (await createPage(ref.server, t.owner, t.projectId, { title: 'Pictures' })).id;
  });

  test('an uploaded image is served by its capability URL without a token', async () => {
    const answer = await upload(ref.server, t.member, pageId, PNG, 'image/png');
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      url: expect.stringMatching(/^\/wiki\/images\/[A-Za-z0-9_-]{32}$/),
      mime: 'image/png',
      size: PNG.length,
    });
    const image = await fetch(`${ref.server.baseUrl}${answer.body.data.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    // Opened in a tab of its own (a navigation): still the image, not the app's index.html.
    const navigation = await fetch(`${ref.server.baseUrl}${answer.body.data.url}`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(navigation.headers.get('content-type')).toBe('image/png');
    const unknown = await fetch(`${ref.server.baseUrl}/wiki/images/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(unknown.status).toBe(404);
  });

  test('other types 415, too large 413, empty 400, outsider 403, no token 401', async () => {
    const svg = await upload(ref.server, t.member, pageId, Buffer.from('<svg/>'), 'image/svg+xml');
    expect(svg.status).toBe(415);
    expect(svg.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', error: expect.stringContaining('PNG') });
    expect((await upload(ref.server, t.member, pageId, Buffer.from('{}'), 'application/json')).status).toBe(415);
    const large = await upload(ref.server, t.member, pageId, Buffer.alloc(WIKI_IMAGE_MAX_BYTES + 1), 'image/jpeg');
    expect(large.status).toBe(413);
    expect(large.body.error).toContain('10 MB');
    expect((await upload(ref.server, t.member, pageId, Buffer.alloc(0), 'image/png')).status).toBe(400);
    expect((await upload(ref.server, t.outsider, pageId, PNG, 'image/png')).status).toBe(403);
    expect((await upload(ref.server, null, pageId, PNG, 'image/png')).status).toBe(401);
  });
});
