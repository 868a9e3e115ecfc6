import { createHmac, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { e2eWebhookSecret } from '../../playwright.config.js';
import { expect, test } from './fixtures.js';

/** Signs a payment event with the server's secret and POSTs it, as Eduzz does (docs/webhooks-eduzz.md). */
async function sendPaidEvent(request: APIRequestContext, email: string, planId: string) {
  const now = new Date().toISOString();
  const body = JSON.stringify({
    id: randomUUID(),
    event: 'myeduzz.invoice_paid',
    sentDate: now,
    data: {
      id: `e2e-${randomUUID()}`,
      status: 'paid',
      buyer: { name: 'Comprador', email },
      createdAt: now,
      price: { currency: 'BRL', value: 79.9 },
      items: [{ productId: planId, name: 'Plano', price: { currency: 'BRL', value: 79.9 } }],
    },
  });
  const signature = createHmac('sha256', e2eWebhookSecret).update(body).digest('hex');
  const res = await request.post('/api/webhooks/eduzz', {
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('assinatura', () => {
  test('shows the regular plans, asks for the account e-mail, and Prosseguir goes to the plan’s checkout', async ({
    page,
    student,
  }) => {
    // The checkout is another site: answer it here, so nothing leaves the machine.
    const checkout: string[] = [];
    await page.route('https://chk.eduzz.com/**', async (route) => {
      checkout.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Eduzz</h1>' });
    });
    await page.goto('/assinatura');
    await expect(page.getByRole('region', { name: 'Sua assinatura' })).toContainText(
      'Você ainda não possui uma assinatura ativa',
    );
    // The spec's promotion ended on 2025-07-01: the regular cards show.
    await expect(page.getByRole('heading', { name: 'Escolha seu plano' })).toBeVisible();
    await expect(page.getByText('OFERTA RELÂMPAGO!')).toHaveCount(0);
    const semestral = page.getByRole('article', { name: 'Bizu Semestral' });
    await expect(semestral.getByText('180 dias de acesso')).toBeVisible();
    const anual = page.getByRole('article', { name: 'Bizu Anual' });
    await expect(anual.getByText('365 dias de acesso')).toBeVisible();
    await expect(anual.getByRole('button', { name: 'Assinar por R$ 119,90' })).toBeVisible();

    await anual.getByRole('button', { name: 'Assinar por R$ 119,90' }).click();
    let dialog = page.getByRole('dialog', { name: 'Atenção!' });
    await expect(dialog.getByText(student.email)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await semestral.getByRole('button', { name: 'Assinar por R$ 79,90' }).click();
    dialog = page.getByRole('dialog', { name: 'Atenção!' });
    await dialog.getByRole('link', { name: 'Prosseguir' }).click();
    await expect(page).toHaveURL('https://chk.eduzz.com/7YIYRGIHIV');
    await expect(page.getByRole('heading', { name: 'Eduzz' })).toBeVisible();
    expect(checkout).toEqual(['https://chk.eduzz.com/7YIYRGIHIV']);
  });

  test('a subscription activated by a signed payment event shows in the banner and on /perfil without signing out', async ({
    page,
    student,
  }) => {
    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'Assinatura' });
    await expect(banner).toContainText('Você não tem uma assinatura ativa.');

    await sendPaidEvent(page.request, student.email, '7YIYRGIHIV');
    // Coming back to the tab (from the checkout) asks the server for the session again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(banner).toBeHidden();

    await page.getByRole('link', { name: 'Perfil' }).first().click();
    await expect(page).toHaveURL(/\/perfil$/);
    const status = page.getByRole('region', { name: 'Status da Assinatura' });
    await expect(status.getByText('180 dias restantes')).toBeVisible();

    // A renewal while on /perfil: opening /assinatura shows the stacked days, still signed in.
    await sendPaidEvent(page.request, student.email, 'E49E9VC83J');
    await page.getByRole('link', { name: 'Assinatura' }).first().click();
    await expect(page.getByRole('region', { name: 'Sua assinatura' })).toContainText('545 dias restantes');
  });
});
