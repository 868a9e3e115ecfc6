import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { setTheme } from './a11y-helpers.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, createStudent, expect, loginThroughForm, test } from './fixtures.js';

/**
 * How far the two edges of a scrolling list differ from its plain background (the largest channel
 * difference, 0–255), read where no entry draws: the list's right padding for a column (top and bottom
 * edges), below its entries' text for a row (left and right edges).
 */
async function edgeShades(list: Locator, axis: 'y' | 'x' = 'y'): Promise<{ start: number; end: number }> {
  const { data, info } = await sharp(await list.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [0, 1, 2].map((c) => data[(y * info.width + x) * info.channels + c]!);
  const at = (along: number) => (axis === 'y' ? pixel(info.width - 4, along) : pixel(along, info.height - 6));
  const length = axis === 'y' ? info.height : info.width;
  const plain = at(Math.floor(length / 2));
  const shade = (along: number) => Math.max(...at(along).map((v, c) => Math.abs(v - plain[c]!)));
  return { start: shade(1), end: shade(length - 2) };
}

test.describe('authenticated layout', () => {
  test('sidebar marks the exact active entry; footer and subscription banner show', async ({ page, student }) => {
    void student;
    await page.goto('/simulados/historico');
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Histórico' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Simulados' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`© ${new Date().getFullYear()} Bizu - Todos os direitos reservados`)).toBeVisible();
    // A new student has no subscription: the red banner with the primary 'Ver planos'.
    await expect(
      page.getByText('Você não tem uma assinatura ativa. Assine agora para ter acesso ao conteúdo completo.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Ver planos' }).click();
    await expect(page).toHaveURL(/\/assinatura$/);
  });

  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1366, height: 768 },
  ]) {
    test(`the footer starts below the first screen, so nothing jumps while a page loads (${viewport.width} px)`, async ({
      page,
      student,
    }) => {
      void student;
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The dashboard's data is held back, so the page shows its loading state first, then its content.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/dashboard', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/dashboard');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('Todos os direitos reservados');
      const top = () => footer.evaluate((el) => el.getBoundingClientRect().top);
      expect(await top()).toBeGreaterThanOrEqual(viewport.height);
      release();
      await expect(page.getByText('Seus acertos e erros aparecem aqui depois do seu primeiro simulado.')).toBeVisible();
      expect(await top()).toBeGreaterThanOrEqual(viewport.height);
      const shift = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
      );
      expect(shift).toBeLessThanOrEqual(0.05);
    });
  }

  // A 1366 × 768 laptop leaves about 650 px to the page: every entry of a student's menu, and the way out,
  // are on screen without scrolling the sidebar.
  for (const viewport of [
    { width: 1366, height: 650 },
    { width: 1366, height: 768 },
  ]) {
    test(`the whole menu fits in the sidebar at ${viewport.width} × ${viewport.height}`, async ({ page, student }) => {
      void student;
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await expect(nav.getByRole('link', { name: 'Assinatura' })).toBeVisible();
      expect(await nav.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
      for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('complementary').getByRole('button', { name: 'Sair' })).toBeInViewport({ ratio: 1 });
    });
  }

  // Shorter still, the menu scrolls in its own area: a shade marks the edge where entries hide, and goes
  // once that end is reached.
  for (const theme of ['light', 'dark'] as const) {
    test(`a menu that scrolls shows a shade where more entries hide (1280 × 560, ${theme})`, async ({
      page,
      student,
    }) => {
      void student;
      await page.setViewportSize({ width: 1280, height: 560 });
      await page.goto('/dashboard');
      await setTheme(page, theme);
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      expect(await nav.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeGreaterThan(0);

      // Each edge is compared with the sidebar's plain colour, read in the nav's right padding.
      const atTop = await edgeShades(nav);
      expect(atTop.end).toBeGreaterThan(8);
      expect(atTop.start).toBeLessThan(2);

      await nav.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      const atEnd = await edgeShades(nav);
      expect(atEnd.start).toBeGreaterThan(8);
      expect(atEnd.end).toBeLessThan(2);
    });
  }

  test('the sidebar shows a long name whole, wrapped', async ({ page }) => {
    const nome = 'Maria Aparecida Conceição dos Santos';
    await createStudent(page.request, nome);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/dashboard');
    const name = page.getByRole('complementary').getByText(nome, { exact: true });
    await expect(name).toBeVisible();
    const box = await name.evaluate((el) => ({
      cut: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
      lines: Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)),
    }));
    expect(box.cut).toBe(false);
    expect(box.lines).toBeGreaterThan(1);
  });

  test('on a phone the admin tabs scroll sideways, with a shade where more tabs hide', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 700 });
    await loginThroughForm(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    await page.goto('/admin/modulos');
    await expect(page.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Seções do painel' });
    expect(await tabs.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(0);

    const atStart = await edgeShades(tabs, 'x');
    expect(atStart.end).toBeGreaterThan(8);
    expect(atStart.start).toBeLessThan(2);

    await tabs.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect.poll(async () => (await edgeShades(tabs, 'x')).start).toBeGreaterThan(8);
    expect((await edgeShades(tabs, 'x')).end).toBeLessThan(2);
  });

  test('Suporte opens the chat link with a prefilled message in a new tab', async ({ page, context, student }) => {
    void student;
    await page.goto('/dashboard');
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'chat' }));
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Suporte' }).first().click(),
    ]);
    const url = new URL(popup.url());
    expect(url.host).toBe('wa.me');
    expect(url.searchParams.get('text')).toContain('Bizu');
  });

  test('the theme is light by default, switches to dark, and stays dark after a reload', async ({ page, student }) => {
    void student;
    await page.goto('/dashboard');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Alternar tema' }).first().click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // With reduced motion the switch starts no transition: a rule that gave every element a transition
    // time made each changed colour of each element one, and the page's style work ten times longer.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const transitionsStarted = await page
      .getByRole('button', { name: 'Alternar tema' })
      .first()
      .evaluate(
        (button) =>
          new Promise<number>((done) => {
            new MutationObserver(() => {
              void getComputedStyle(document.body).color;
              done(document.getAnimations().filter((a) => a instanceof CSSTransition).length);
            }).observe(document.documentElement, { attributeFilter: ['class'] });
            (button as HTMLButtonElement).click();
          }),
      );
    await expect(html).not.toHaveClass(/dark/);
    expect(transitionsStarted, 'transitions started by the theme switch').toBe(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, closes when a link is chosen, and the header hides on scroll down', async ({
    page,
    student,
  }) => {
    void student;
    await page.goto('/dashboard');
    const open = page.getByRole('button', { name: 'Abrir menu' });
    await expect(open).toBeVisible();
    await open.click();
    const close = page.getByRole('button', { name: 'Fechar menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Notas', exact: true }).click();
    await expect(page).toHaveURL(/\/notas$/);
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');

    // Make the page long enough to scroll, then scroll as a person would.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.querySelector('main')?.appendChild(spacer);
    });
    const header = page.getByRole('banner');
    await expect(header).toBeInViewport();
    await page.mouse.wheel(0, 400);
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -150);
    await expect(header).toBeInViewport();
  });
});
