import { expect, test } from './fixtures.js';

/** RFC 5545 unfolding, then the content lines of a feed. */
const feedLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

test.describe('Calendário de Provas', () => {
  test('create, edit and delete a prova; the private feed lists it and a new link kills the old one', async ({
    page,
    request,
    student,
    context,
  }) => {
    void student;
    await page.goto('/calendario');
    await expect(page.getByText('Você ainda não cadastrou nenhuma prova')).toBeVisible();

    // Create: 14:30 in São Paulo on 10 March 2099.
    await page.getByRole('button', { name: 'Nova Prova' }).click();
    const form = page.getByRole('dialog', { name: 'Nova Prova' });
    await form.getByRole('button', { name: 'Criar' }).click();
    await expect(form.getByText('Por favor, selecione a matéria.')).toBeVisible();
    await form.getByLabel('Matéria').selectOption({ label: 'Educação Física' });
    await form.getByLabel('Data').fill('2099-03-10');
    await form.getByLabel('Hora').fill('14:30');
    await form.getByLabel('Descrição (opcional)').fill('TAF; levar tênis, documento');
    await form.getByRole('button', { name: 'Criar' }).click();
    await expect(page.getByText('Prova cadastrada com sucesso!')).toBeVisible();
    await expect(form).toBeHidden();

    const proximas = page.getByRole('region', { name: /Próximas provas/ });
    const card = proximas
      .getByRole('region', { name: 'Março de 2099' })
      .getByRole('article', { name: 'Educação Física' });
    await expect(card).toContainText('10/03/2099');
    await expect(card).toContainText('14:30');
    await expect(card).toContainText('TAF; levar tênis, documento');

    // The feed, fetched without the session (as a calendar app does), holds the prova in UTC.
    const feedCard = page.getByRole('region', { name: 'Adicionar ao seu calendário' });
    const urlField = feedCard.getByLabel('Link do seu calendário');
    await expect(urlField).toHaveValue(/\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    const firstUrl = await urlField.inputValue();
    const feed = await request.get(firstUrl);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = feedLines(await feed.text());
    expect(lines).toContain('SUMMARY:Prova: Educação Física');
    expect(lines).toContain('DTSTART:20990310T173000Z');
    expect(lines).toContain('DESCRIPTION:TAF\\; levar tênis\\, documento');

    // Copy puts the URL on the clipboard.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await feedCard.getByRole('button', { name: 'Copiar link' }).click();
    await expect(page.getByText('Link copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);

    // Edit: the card and the feed follow.
    await card.getByRole('button', { name: 'Editar prova de Educação Física' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Prova' });
    await expect(edit.getByLabel('Hora')).toHaveValue('14:30');
    await edit.getByLabel('Hora').fill('09:00');
    await edit.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByText('Prova atualizada com sucesso!')).toBeVisible();
    await expect(card).toContainText('09:00');
    expect(feedLines(await (await request.get(firstUrl)).text())).toContain('DTSTART:20990310T120000Z');

    // A new link: the old one stops working at once.
    await feedCard.getByRole('button', { name: 'Gerar novo link' }).click();
    await page
      .getByRole('dialog', { name: 'Gerar novo link?' })
      .getByRole('button', { name: 'Gerar novo link' })
      .click();
    await expect(page.getByText('Novo link gerado. O link anterior deixou de funcionar.')).toBeVisible();
    await expect(urlField).not.toHaveValue(firstUrl);
    const secondUrl = await urlField.inputValue();
    expect((await request.get(firstUrl)).status()).toBe(404);
    expect(feedLines(await (await request.get(secondUrl)).text())).toContain('SUMMARY:Prova: Educação Física');

    // Delete, after 'Confirmar Exclusão'.
    await card.getByRole('button', { name: 'Excluir prova de Educação Física' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar Exclusão' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Prova excluída com sucesso!')).toBeVisible();
    await expect(page.getByText('Você ainda não cadastrou nenhuma prova')).toBeVisible();
    expect(feedLines(await (await request.get(secondUrl)).text())).not.toContain('BEGIN:VEVENT');
  });

  test('on a phone the Nova Prova dialog gives the date its own line, beside the time from 416 px', async ({
    page,
    student,
  }) => {
    void student;
    const dateAndTime = async () => {
      const form = page.getByRole('dialog', { name: 'Nova Prova' });
      const [data, hora] = await Promise.all([
        form.getByLabel('Data').boundingBox(),
        form.getByLabel('Hora').boundingBox(),
      ]);
      return { data: data!, hora: hora! };
    };
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/calendario');
    await page.getByRole('button', { name: 'Nova Prova' }).click();
    const narrow = await dateAndTime();
    expect(narrow.hora.y).toBeGreaterThan(narrow.data.y + narrow.data.height);
    expect(narrow.data.width).toBeGreaterThan(240);

    await page.setViewportSize({ width: 430, height: 900 });
    const wide = await dateAndTime();
    expect(Math.round(wide.hora.y)).toBe(Math.round(wide.data.y));
  });

  test('a past prova shows apart, under Provas realizadas', async ({ page, student }) => {
    void student;
    await page.goto('/calendario');
    await page.getByRole('button', { name: 'Nova Prova' }).click();
    const form = page.getByRole('dialog', { name: 'Nova Prova' });
    await form.getByLabel('Matéria').selectOption({ label: 'SAT' });
    await form.getByLabel('Data').fill('2024-05-02');
    await form.getByLabel('Hora').fill('08:00');
    await form.getByRole('button', { name: 'Criar' }).click();
    await expect(form).toBeHidden();
    const realizadas = page.getByRole('region', { name: /Provas realizadas/ });
    await expect(
      realizadas.getByRole('region', { name: 'Maio de 2024' }).getByRole('article', { name: 'SAT' }),
    ).toContainText('Realizada');
    await expect(page.getByText('Nenhuma prova pela frente')).toBeVisible();
  });
});
