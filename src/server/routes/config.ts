import { Hono } from 'hono';
import type { AppConfig } from '../../shared/schemas/config.js';
import type { AppDeps, AppEnv } from '../context.js';

/** GET /api/config: public runtime settings the SPA needs (no secrets), fixed for the life of the process. */
export function configRoutes({ env }: AppDeps) {
  const config: AppConfig = {
    supportUrl: env.supportUrl,
    checkoutUrlTemplate: env.checkoutUrlTemplate,
    promoEndsAt: env.promoEndsAt.toISOString(),
  };
  return new Hono<AppEnv>().get('/', (c) => c.json(config));
}
