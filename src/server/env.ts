import { z } from 'zod';
import { trustedOriginsListSchema } from './auth/trusted-origins.js';
import { LOG_LEVELS, type LogLevel } from './logger.js';
import {
  checkoutUrlTemplateSchema,
  productIdsSchema,
  promoEndSchema,
  webhookSecretSchema,
} from './billing/billing-config.js';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  PG_POOL_WAIT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SEED_DEMO: flag,
  APP_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Bizu <nao-responda@bizu.app>'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: flag,
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(20).default(1),
  TRUSTED_ORIGINS: trustedOriginsListSchema,
  SUPPORT_URL: z.string().url().default('https://wa.me/5511999999999'),
  CHECKOUT_URL_TEMPLATE: checkoutUrlTemplateSchema,
  PROMO_END: promoEndSchema,
  EDUZZ_WEBHOOK_SECRET: webhookSecretSchema,
  EDUZZ_PRODUCT_IDS: productIdsSchema,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIR: z.string().optional(),
});

export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** How long opening a PostgreSQL connection may take before the database counts as unreachable (503). */
  databaseConnectTimeoutMs: number;
  /** How long a request waits for a free pooled connection while all are busy before it answers 503 (busy). */
  databasePoolWaitMs: number;
  seedDemo: boolean;
  appUrl: string;
  authSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  authRateLimit: number;
  trustProxy: boolean;
  /** How many proxies in front of the app append to X-Forwarded-For (the client is that many hops from the right). */
  trustedProxyHops: number;
  /** Origins trusted besides APP_URL (and, for a loopback APP_URL, the loopback names of the port). */
  trustedOrigins: string[];
  supportUrl: string;
  /** Checkout link per plan; `{planId}` becomes the plan's code. */
  checkoutUrlTemplate: string;
  promoEndsAt: Date;
  /** Without it the payment webhook is off (503). */
  eduzzWebhookSecret?: string;
  /** Eduzz product id → our plan id. */
  eduzzProductIds: Record<string, string>;
  /** The least severe log level written (info: one line per request). */
  logLevel: LogLevel;
  /**
   * The folder of the built SPA to serve instead of dist/web. `npm run audit` serves its own build this
   * way (the app and the bare React reference page beside it), apart from builds others run meanwhile.
   */
  webDir?: string;
}

/** Reads and validates the process environment once; a bad value stops start-up with a clear message. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // With a shared database several processes may serve one user: a secret generated per process (or per
  // DATA_DIR) would make each refuse the others' cookies, so it must be configured.
  if (e.DATABASE_URL && !e.BETTER_AUTH_SECRET) {
    throw new Error(
      'Invalid configuration: BETTER_AUTH_SECRET is required when DATABASE_URL is set ' +
        '(the same secret of 32+ characters in every app process, e.g. `openssl rand -base64 32`)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseConnectTimeoutMs: e.PG_CONNECT_TIMEOUT_MS,
    databasePoolWaitMs: e.PG_POOL_WAIT_MS,
    seedDemo: e.SEED_DEMO,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.BETTER_AUTH_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    trustedOrigins: e.TRUSTED_ORIGINS,
    supportUrl: e.SUPPORT_URL,
    checkoutUrlTemplate: e.CHECKOUT_URL_TEMPLATE,
    promoEndsAt: e.PROMO_END,
    eduzzWebhookSecret: e.EDUZZ_WEBHOOK_SECRET,
    eduzzProductIds: e.EDUZZ_PRODUCT_IDS,
    logLevel: e.LOG_LEVEL,
    webDir: e.WEB_DIR || undefined,
  };
}
