function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function passwordResetEmail({ nome, url }: { nome: string; url: string }) {
  const subject = 'Bizu - Recuperação de senha';
  const text = [
    `Olá, ${nome}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta no Bizu.',
    'Para escolher uma nova senha, acesse o link abaixo (válido por 24 horas):',
    '',
    url,
    '',
    'Se você não fez esse pedido, ignore este email: sua senha continua a mesma.',
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(nome)}!</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no Bizu.</p>
<p><a href="${escapeHtml(url)}">Escolher uma nova senha</a> (link válido por 24 horas).</p>
<p>Se você não fez esse pedido, ignore este email: sua senha continua a mesma.</p>`;
  return { subject, text, html };
}
