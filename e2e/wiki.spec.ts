/**
 * Project wiki end to end (issue 18 checks): two members open the same page and type at the same
 * time — both editors end with the same text, holding both members' words, and each sees the
 * other's caret with their name; one links a card by typing '#' and its task number and sees the
 * card's name, on both screens.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures';
import { createTestServer, type TestServer } from './server';
import { api, createWorkspace, type Workspace } from './workspace';

let server: TestServer;
let ws: Workspace;
let card: { id: number; counter: number };
test.beforeAll(async () => {
  server = await createTestServer();
  await server.start();
  ws = await createWorkspace(server.url, ['To do']);
  card = await api<{ id: number; counter: number }>(
    server.url,
    ws.owner.token,
    'POST',
    `/editor/card/${ws.columns['To do']}`,
    { name: 'Write the release notes' },
  );
});
test.afterAll(async () => server?.dispose());

/** A new wiki page of the workspace's project. */
const newPage = (title: string) =>
  api<{ id: number }>(server.url, ws.owner.token, 'POST', `/wiki/project/${ws.projectId}/pages`, { title });

interface Options {
  theme?: 'light' | 'dark';
  lang?: 'en' | 'ru';
}

/** A signed-in context on the wiki page `pageId`, with the editor ready to type. */
async function openPage(
  browser: Browser,
  token: string,
  pageId: number,
  contexts: BrowserContext[],
  { theme = 'light', lang = 'en' }: Options = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 760 }, colorScheme: theme });
  contexts.push(context);
  await context.addInitScript(
    ([value, language]) => {
      localStorage.setItem('auth_token_default', value);
      localStorage.setItem('lang', language);
    },
    [token, lang],
  );
  const page = await context.newPage();
  await page.goto(`${server.url}/cabinet/project/${ws.projectId}/wiki/${pageId}`);
  await expect(page.getByTestId('wiki-status')).toHaveText(
    lang === 'en' ? 'All changes saved' : 'Все изменения сохранены',
  );
  return page;
}

const editor = (page: Page) => page.getByTestId('wiki-editor').locator('.tiptap');
const caretLabels = (page: Page) => page.locator('.collaboration-carets__label');
/** The page's text without the other editors' carets (their name labels sit inside the text). */
const documentText = (page: Page) =>
  editor(page).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.collaboration-carets__caret').forEach((caret) => caret.remove());
    return copy.innerText;
  });

test('two members typing at the same time end with the same text and see each other’s caret', async ({ browser }) => {
  const contexts: BrowserContext[] = [];
  try {
    const { id } = await newPage('Release plan');
    const alice = await openPage(browser, ws.owner.token, id, contexts);
    // One member works in Russian and the dark theme; screenshots of both go to .tmp/screenshots/.
    const bob = await openPage(browser, ws.member.token, id, contexts, { theme: 'dark', lang: 'ru' });
    // Each types in a paragraph of their own: Yjs merges concurrent typing at one spot character by
    // character, which converges too, but would split the sentences this test looks for.
    await editor(alice).click();
    await alice.keyboard.type('Plan');
    await alice.keyboard.press('Enter');
    await expect(editor(bob)).toContainText('Plan');
    await alice.keyboard.press('Control+Home');
    await editor(bob).click();
    await bob.keyboard.press('Control+End');
    await Promise.all([
      alice.keyboard.type('Alice drafts the schedule. ', { delay: 15 }),
      bob.keyboard.type('Bob lists the risks. ', { delay: 15 }),
    ]);
    await expect
      .poll(async () => {
        const [a, b] = await Promise.all([documentText(alice), documentText(bob)]);
        return a === b && a.includes('Alice drafts the schedule.') && a.includes('Bob lists the risks.');
      })
      .toBe(true);
    await expect(caretLabels(alice)).toHaveText(ws.member.name);
    await expect(caretLabels(bob)).toHaveText(ws.owner.name);
    await alice.screenshot({ path: '.tmp/screenshots/wiki-en-light.png' });
    await bob.screenshot({ path: '.tmp/screenshots/wiki-ru-dark.png' });
    // Both edits were kept by the server: a reload shows them.
    await bob.reload();
    await expect(editor(bob)).toContainText('Alice drafts the schedule.');
    await expect(editor(bob)).toContainText('Bob lists the risks.');
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('typing # and a task number links the card, shown with its name to both members', async ({ browser }) => {
  const contexts: BrowserContext[] = [];
  try {
    const { id } = await newPage('Links');
    const alice = await openPage(browser, ws.owner.token, id, contexts);
    const bob = await openPage(browser, ws.member.token, id, contexts);
    await editor(alice).click();
    await alice.keyboard.type(`See #${card.counter}`);
    const item = alice.getByRole('menuitem', { name: `#${card.counter} Write the release notes` });
    await expect(item).toBeVisible();
    await alice.keyboard.press('Enter');
    for (const page of [alice, bob]) {
      const link = editor(page).getByRole('link', { name: `#${card.counter} Write the release notes` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `/card/${card.id}`);
    }
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
