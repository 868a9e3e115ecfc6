import { readFileSync } from 'node:fs';
import { e2eServerLog, e2eWebhookSecret } from '../../playwright.config';

/**
 * After the whole browser run (issue 9 §6): the server's log has a line for the requests it served,
 * and none of the secrets the run used — the demo and test passwords, session cookies, the webhook
 * secret. A failure here fails the run.
 */
export default function checkServerLog() {
  const log = readFileSync(e2eServerLog, 'utf8');
  const lines = log.split('\n').filter((line) => line.startsWith('{'));
  // Something must have been logged, or the search for secrets below would pass on an empty file.
  const requestLines = lines.filter((line) => line.includes('"route"'));
  if (requestLines.length === 0) throw new Error(`the server logged no request line (${e2eServerLog})`);
  for (const line of lines) {
    const entry = JSON.parse(line) as { route?: unknown; status?: unknown; reqId?: unknown };
    if (entry.route !== undefined && (typeof entry.status !== 'number' || typeof entry.reqId !== 'string'))
      throw new Error(`a request line without status or id: ${line}`);
  }
  const secrets = [
    'bizu1234',
    'senha-segura-1',
    e2eWebhookSecret,
    'session_token=',
    'session_token"',
    'dont_remember=',
  ];
  const found = secrets.filter((secret) => log.includes(secret));
  if (found.length > 0) throw new Error(`the server log contains secrets: ${found.join(', ')} (${e2eServerLog})`);
}
