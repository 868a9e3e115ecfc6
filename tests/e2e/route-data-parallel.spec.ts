import { DEMO_ACCOUNTS, DEMO_PASSWORD, appOrigin, expect, test } from './fixtures.js';

/**
 * A signed-in page asks for the session and for its data while its code is still downloading, not
 * after (src/web/app/route-data.ts): the signed-in layout and the page chunks are held back here, and
 * both requests must have left before either chunk arrives.
 */
const HOLD_MS = 1500;

for (const { path, chunk, api } of [
  { path: '/dashboard', chunk: /\/assets\/dashboard-page-[^/]+\.js$/, api: '/api/dashboard' },
  { path: '/simulados', chunk: /\/assets\/simulados-page-[^/]+\.js$/, api: '/api/simulados/opcoes' },
]) {
  test(`${path} asks for the session and its data while its chunks download`, async ({ page }) => {
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: DEMO_ACCOUNTS.assinante, password: DEMO_PASSWORD },
      headers: appOrigin,
    });
    expect(signIn.status()).toBe(200);

    let chunksReleasedAt = Number.POSITIVE_INFINITY;
    const held = [chunk, /\/assets\/app-[^/]+\.js$/]; // the page and the signed-in shell's chunk
    await page.route(
      (url) => held.some((re) => re.test(url.pathname)),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
        chunksReleasedAt = Math.min(chunksReleasedAt, Date.now());
        await route.continue();
      },
    );
    const askedAt = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!askedAt.has(pathname)) askedAt.set(pathname, Date.now());
    });

    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === api);
    await page.goto(path);
    await answered;
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

    const listing = [...askedAt].map(([p, t]) => `${p} ${t - chunksReleasedAt} ms`).join('\n');
    expect(askedAt.get('/api/session'), listing).toBeLessThan(chunksReleasedAt);
    expect(askedAt.get(api), listing).toBeLessThan(chunksReleasedAt);
  });
}

test('a browser signed in at its last visit asks for the page data without waiting for the session probe', async ({
  page,
}) => {
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: DEMO_ACCOUNTS.assinante, password: DEMO_PASSWORD },
    headers: appOrigin,
  });
  expect(signIn.status()).toBe(200);
  // The first visit learns that this browser is signed in.
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

  let sessionAnsweredAt = Number.POSITIVE_INFINITY;
  await page.route('**/api/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    sessionAnsweredAt = Date.now();
    await route.continue();
  });
  const askedAt = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!askedAt.has(pathname)) askedAt.set(pathname, Date.now());
  });

  await page.goto('/ranking');
  await expect(page.getByText('Edital', { exact: false }).first()).toBeVisible();
  expect(askedAt.get('/api/ranking'), [...askedAt.keys()].join(', ')).toBeLessThan(sessionAnsweredAt);
  expect(askedAt.get('/api/ranking/unidades'), [...askedAt.keys()].join(', ')).toBeLessThan(sessionAnsweredAt);
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
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: DEMO_ACCOUNTS.assinante, password: DEMO_PASSWORD },
    headers: appOrigin,
  });
  expect(signIn.status()).toBe(200);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();

  // The entry is held back: the ranking page's code can only be asked for by index.html itself.
  let entryReleasedAt = Number.POSITIVE_INFINITY;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    entryReleasedAt = Date.now();
    await route.continue();
  });
  const askedAt = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!askedAt.has(pathname)) askedAt.set(pathname, Date.now());
  });

  await page.goto('/ranking');
  await expect(page.getByRole('heading', { level: 1, name: 'Ranking' })).toBeVisible();
  const listing = [...askedAt].map(([p, t]) => `${p} ${t - entryReleasedAt} ms`).join('\n');
  const asked = (pattern: RegExp) => [...askedAt].find(([p]) => pattern.test(p))?.[1];
  expect(asked(/\/assets\/ranking-page-[^/]+\.js$/), listing).toBeLessThan(entryReleasedAt);
  expect(asked(/\/assets\/app-[^/]+\.js$/), listing).toBeLessThan(entryReleasedAt);
});
