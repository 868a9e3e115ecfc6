import type { Page } from '@playwright/test';
import { expect, signInAs, test } from './fixtures.js';

/**
 * A signed-in page asks for the session and for its data while its code is still downloading, not
 * after (src/web/app/route-data.ts): the signed-in layout and the page chunks are held back here, and
 * both requests must have left before either chunk arrives.
 */
const HOLD_MS = 1500;

/** Holds back every request whose path matches `held` for HOLD_MS; gives when the first was let go. */
async function holdBack(page: Page, held: RegExp[]): Promise<() => number> {
  let releasedAt = Number.POSITIVE_INFINITY;
  await page.route(
    (url) => held.some((re) => re.test(url.pathname)),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      releasedAt = Math.min(releasedAt, Date.now());
      await route.continue();
    },
  );
  return () => releasedAt;
}

/**
 * When the page first asked for each path, how many times it asked, and a listing relative to `since` for
 * failure messages.
 */
function recordAsked(page: Page) {
  const askedAt = new Map<string, number>();
  const times = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!askedAt.has(pathname)) askedAt.set(pathname, Date.now());
    times.set(pathname, (times.get(pathname) ?? 0) + 1);
  });
  return {
    times: (path: string) => times.get(path) ?? 0,
    at: (path: string | RegExp) =>
      typeof path === 'string' ? askedAt.get(path) : [...askedAt].find(([p]) => path.test(p))?.[1],
    listing: (since: number) => [...askedAt].map(([p, t]) => `${p} ${t - since} ms`).join('\n'),
  };
}

/** Signs the demo subscriber in and opens a page once, so the browser was signed in at its last visit. */
async function signedInAtLastVisit(page: Page) {
  await signInAs(page, 'assinante');
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
}

for (const { path, chunk, api } of [
  { path: '/dashboard', chunk: /\/assets\/dashboard-page-[^/]+\.js$/, api: '/api/dashboard' },
  { path: '/simulados', chunk: /\/assets\/simulados-page-[^/]+\.js$/, api: '/api/simulados/opcoes' },
]) {
  test(`${path} asks for the session and its data while its chunks download`, async ({ page }) => {
    await signInAs(page, 'assinante');
    // The page and the signed-in shell's chunk.
    const chunksReleasedAt = await holdBack(page, [chunk, /\/assets\/app-[^/]+\.js$/]);
    const asked = recordAsked(page);

    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === api);
    await page.goto(path);
    await answered;
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

    const listing = asked.listing(chunksReleasedAt());
    expect(asked.at('/api/session'), listing).toBeLessThan(chunksReleasedAt());
    expect(asked.at(api), listing).toBeLessThan(chunksReleasedAt());
  });
}

test('a browser signed in at its last visit asks for the page data without waiting for the session probe', async ({
  page,
}) => {
  await signedInAtLastVisit(page);
  const sessionAnsweredAt = await holdBack(page, [/^\/api\/session$/]);
  const asked = recordAsked(page);

  await page.goto('/ranking');
  await expect(page.getByText('Edital', { exact: false }).first()).toBeVisible();
  const listing = asked.listing(sessionAnsweredAt());
  expect(asked.at('/api/ranking'), listing).toBeLessThan(sessionAnsweredAt());
  expect(asked.at('/api/ranking/unidades'), listing).toBeLessThan(sessionAnsweredAt());
});

test('a browser whose session ended since its last visit lands on /login, and one never signed in asks for no data', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(asked).not.toContain('/api/dashboard');

  // The hint says signed in, but there is no session: the early request is refused, and nothing shows.
  await page.evaluate(() => window.localStorage.setItem('signedIn', '1'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('signedIn'))).toBeNull();
});

test("a browser signed in at its last visit downloads the page's code beside the entry, not after it", async ({
  page,
}) => {
  await signedInAtLastVisit(page);
  // The entry is held back: the ranking page's code can only be asked for by index.html itself.
  const entryReleasedAt = await holdBack(page, [/\/assets\/index-[^/]+\.js$/]);
  const asked = recordAsked(page);

  await page.goto('/ranking');
  await expect(page.getByRole('heading', { level: 1, name: 'Ranking' })).toBeVisible();
  const listing = asked.listing(entryReleasedAt());
  expect(asked.at(/\/assets\/ranking-page-[^/]+\.js$/), listing).toBeLessThan(entryReleasedAt());
  expect(asked.at(/\/assets\/app-[^/]+\.js$/), listing).toBeLessThan(entryReleasedAt());
});

test("a browser signed in at its last visit asks for the session and the page's data before the app's code arrives, once", async ({
  page,
}) => {
  await signedInAtLastVisit(page);
  // index.html starts them (src/web/lib/early-requests.ts): held back, the entry cannot have asked.
  const entryReleasedAt = await holdBack(page, [/^\/assets\/index-[^/]+\.js$/]);
  const asked = recordAsked(page);

  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Desempenho nas questões' })).toBeVisible();
  const listing = asked.listing(entryReleasedAt());
  expect(asked.at('/api/session'), listing).toBeLessThan(entryReleasedAt());
  expect(asked.at('/api/dashboard'), listing).toBeLessThan(entryReleasedAt());
  // The app took the early answer instead of asking again.
  expect(asked.times('/api/dashboard')).toBe(1);
});

test("a non-subscriber's player asks for its access check before the app's code arrives, once", async ({ page }) => {
  // The demo student has no subscription: the probe of this visit leaves the hint (lib/storage-keys.ts).
  await signInAs(page, 'aluno');
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('notSubscribed'))).toBe('1');
  const entryReleasedAt = await holdBack(page, [/^\/assets\/index-[^/]+\.js$/]);
  const asked = recordAsked(page);

  // No simulado in progress: the player checks the subject, then sends the student to /simulados.
  await page.goto('/simulados/realizar/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Simulados' })).toBeVisible();
  const listing = asked.listing(entryReleasedAt());
  expect(asked.at('/api/simulados/opcoes'), listing).toBeLessThan(entryReleasedAt());
  expect(asked.times('/api/simulados/opcoes')).toBe(1);
});
