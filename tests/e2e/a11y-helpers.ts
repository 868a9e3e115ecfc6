import { AxeBuilder } from '@axe-core/playwright';
import { request, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures.js';

/** WCAG 2.2 levels A and AA (issue 8): every rule axe-core files under these tags, none left out. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const VIEWPORTS = [
  { name: '360 px', width: 360, height: 800 },
  { name: '1366 px', width: 1366, height: 768 },
] as const;

export type Theme = 'light' | 'dark';
export type Role = keyof typeof DEMO_ACCOUNTS;
type StorageState = Awaited<ReturnType<Awaited<ReturnType<typeof request.newContext>>['storageState']>>;

/**
 * One sign-in per role and worker: the session cookie is kept and handed to every context of that role
 * (the demo accounts are only read by the accessibility suite, so sharing a session is safe).
 */
const sessions = new Map<Role, Promise<StorageState>>();
function sessionOf(role: Role): Promise<StorageState> {
  let state = sessions.get(role);
  if (!state) {
    state = (async () => {
      const api = await request.newContext({ baseURL });
      const res = await api.post('/api/auth/sign-in/email', {
        data: { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD },
        headers: { origin: baseURL },
      });
      expect(res.status(), await res.text()).toBe(200);
      const saved = await api.storageState();
      await api.dispose();
      return saved;
    })();
    sessions.set(role, state);
  }
  return state;
}

/**
 * The suite's `test` with a `role` option: `test.use({ role: 'admin' })` opens every page of the block
 * signed in as that demo account; `null` (the default) keeps the browser signed out. Motion is reduced so
 * axe never measures a colour or an opacity halfway through a transition or a dialog's entrance.
 */
export const a11yTest = test.extend<{ role: Role | null }>({
  role: [null, { option: true }],
  storageState: async ({ role, storageState }, use) => {
    await use(role ? await sessionOf(role) : storageState);
  },
  reducedMotion: 'reduce',
});

/** Switches the theme as the app's switch does (saved choice + the `dark` class), then lets styles settle. */
export async function setTheme(page: Page, theme: Theme) {
  await page.evaluate((t) => {
    localStorage.setItem('theme', t);
    document.documentElement.classList.toggle('dark', t === 'dark');
  }, theme);
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Waits until a screen has its data: the main landmark is there and no spinner or busy region is left. */
export async function waitForScreen(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [role="status"]:has(svg.animate-spin)')).toHaveCount(0);
}

/**
 * Runs axe with the WCAG tags on the page (or only inside `include`, e.g. an open dialog whose page
 * behind was already checked) and returns one readable line per failing element: where, rule, impact,
 * selector, the element's HTML and axe's reason.
 */
export async function axeProblems(
  page: Page,
  where: string,
  include?: string,
  onlyRules?: readonly string[],
): Promise<string[]> {
  if (!include) await clearOfPlayerBar(page);
  // Legacy mode runs axe inside the page in one go; the default opens a blank page per check to merge
  // the results of cross-origin frames, which the app does not have, at several times the cost.
  // resultTypes: every violating element is still reported; passing ones are not described one by one.
  // options() replaces every option set before it, so it comes before withTags() or withRules().
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  builder = onlyRules ? builder.withRules([...onlyRules]) : builder.withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations, toolOptions } = await builder.analyze();
  expect(toolOptions.runOnly, 'axe ran the WCAG rules only').toEqual(
    onlyRules ? { type: 'rule', values: onlyRules } : { type: 'tag', values: WCAG_TAGS },
  );
  return violations.flatMap((v) =>
    v.nodes.map((node) => {
      const reason = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      return `${where} — ${v.id} (${v.impact}) at ${node.target.join(' ')}: ${node.html.slice(0, 160)} — ${reason.slice(0, 240)}`;
    }),
  );
}

/**
 * The player's bar is sticky at the bottom of the screen, so whatever sits at the screen's lower edge is
 * partly under it, and axe's target-size reports a button there as too small. Which button that is
 * depends on the length of the question drawn and on the comments other tests left on it. At the page's
 * end the bar rests below the content and covers nothing, so a page with the bar is checked from there:
 * the same for every question.
 */
async function clearOfPlayerBar(page: Page) {
  if ((await page.locator('[data-player-bar]').count()) === 0) return;
  const atEnd = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
    });
  await expect.poll(atEnd).toBe(true);
}

/**
 * The WCAG rules whose outcome rests on colours: the only ones a theme can change when it leaves every
 * element where it was and as visible as it was (the DOM is the same in both themes: only <html>'s class
 * differs). Both are tagged wcag2a/wcag2aa, so they are among WCAG_TAGS' rules.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * What axe's other rules read from the CSS, for every element: where its box is (target-size, the
 * offscreen checks), whether it shows (display, visibility, opacity, clipping: every rule skips hidden
 * elements), its overflow (scrollable-region-focusable) and its type (p-as-heading). A short hash of it all.
 */
export function layoutFingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const props = [
      'display',
      'visibility',
      'opacity',
      'clip-path',
      'clip',
      'overflow-x',
      'overflow-y',
      'content-visibility',
      'font-size',
      'font-weight',
      'font-style',
      'text-decoration-line',
    ];
    let hash = 0x811c9dc5;
    const add = (text: string) => {
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    };
    for (const el of document.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      add(`${box.x},${box.y},${box.width},${box.height}`);
      for (const prop of props) add(style.getPropertyValue(prop));
    }
    return (hash >>> 0).toString(16);
  });
}

/**
 * The same check in light and then dark mode, without reloading (the open dialog or menu stays open).
 * When dark mode leaves the layout as light mode had it (the fingerprint above), the dark pass runs only
 * the colour rules: every other rule would read the same DOM and the same boxes again, at about half of
 * axe's time. Were a dark style ever to move, hide or show something, the dark pass runs every rule.
 */
export async function axeBothThemes(page: Page, where: string, include?: string): Promise<string[]> {
  await setTheme(page, 'light');
  const lightLayout = await layoutFingerprint(page);
  const problems = await axeProblems(page, `${where} [light]`, include);
  await setTheme(page, 'dark');
  const sameLayout = (await layoutFingerprint(page)) === lightLayout;
  problems.push(...(await axeProblems(page, `${where} [dark]`, include, sameLayout ? COLOUR_RULES : undefined)));
  await setTheme(page, 'light');
  return problems;
}

/** Opens each route once, waits for its data and checks it in both themes. */
export async function checkRoutes(page: Page, routes: string[], label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await waitForScreen(page);
    problems.push(...(await axeBothThemes(page, `${route} ${label}`)));
  }
  return problems;
}

/** The open dialog (Radix marks it role="dialog" or "alertdialog"). */
export const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * Opens a dialog with `open`, checks only the dialog in both themes (the page behind it was checked on
 * its own) and closes it with Escape, as a keyboard user would.
 */
export async function checkDialog(page: Page, where: string, open: () => Promise<void>): Promise<string[]> {
  await open();
  const dialog = page.locator(OPEN_DIALOG);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[aria-busy="true"], [role="status"]:has(svg.animate-spin)')).toHaveCount(0);
  const problems = await axeBothThemes(page, `${where} (dialog)`, OPEN_DIALOG);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return problems;
}
