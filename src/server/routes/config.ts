import { Hono } from 'hono';
import type { AppConfig } from '../../shared/schemas/config.js';
import type { AppDeps, AppEnv } from '../context.js';

/** GET /api/config: public runtime settings the SPA needs (no secrets). */
export function configRoutes({ env }: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) =>
    c.json({
      supportUrl: env.supportUrl,
      checkoutUrlTemplate: env.checkoutUrlTemplate,
      promoEndsAt: env.promoEndsAt.toISOString(),
    } satisfies AppConfig),
  );
}
