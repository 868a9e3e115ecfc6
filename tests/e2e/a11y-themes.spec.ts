import type { Page } from '@playwright/test';
import { a11yTest as test, axeBothThemes, layoutFingerprint, setTheme } from './a11y-helpers.js';
import { expect } from './fixtures.js';

// The accessibility suite's dark pass runs only the colour rules when dark mode leaves every element where
// light mode had it (a11y-helpers.ts). These pages, served on the app's origin without the app, hold it
// to that: whatever dark mode alone breaks is still reported.

/** A page whose dark mode adds `darkStyle` to a button that reads well in light mode. */
async function openPage(page: Page, darkStyle: string) {
  const html = `<!doctype html><html lang="pt-BR"><head><title>Tema</title><style>
      body { background: #fff; color: #111; font: 16px sans-serif; }
      button { min-width: 48px; min-height: 48px; color: #111; background: #eee; border: 1px solid #555; }
      .so-no-escuro { display: none; }
      .dark button { ${darkStyle} }
    </style></head><body><main><h1>Tema</h1><p>Texto.</p>
      <button type="button">Salvar</button>
      <button type="button" class="so-no-escuro"></button>
    </main></body></html>`;
  await page.route('**/tema-de-teste', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto('/tema-de-teste');
}

test('a dark style that only changes colours keeps the layout and is checked for contrast', async ({ page }) => {
  await openPage(page, 'color: #555; background: #444;');
  await setTheme(page, 'light');
  const light = await layoutFingerprint(page);
  await setTheme(page, 'dark');
  expect(await layoutFingerprint(page)).toBe(light);

  const problems = await axeBothThemes(page, 'colours only');
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain('colours only [dark] — color-contrast');
});

test('a dark style that shows an element is checked with every rule', async ({ page }) => {
  await openPage(page, '');
  await page.addStyleTag({ content: '.dark .so-no-escuro { display: inline-block; }' });
  await setTheme(page, 'light');
  const light = await layoutFingerprint(page);
  await setTheme(page, 'dark');
  expect(await layoutFingerprint(page)).not.toBe(light);

  // The nameless button shows in dark mode only: button-name is not a colour rule, and still reports it.
  const problems = await axeBothThemes(page, 'shown in dark');
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain('shown in dark [dark] — button-name');
});
