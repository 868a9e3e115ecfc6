import { AsyncLocalStorage } from 'node:async_hooks';
import { getBetterAuthVersion } from '@better-auth/core/context';

/**
 * Better Auth keeps three `AsyncLocalStorage`s (the endpoint's context, the request's state, the
 * adapter of the transaction in progress) on a process-wide object under this symbol, creating each one
 * on first use unless one is already there (`context.x ??= new AsyncLocalStorage()`).
 */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
const STORAGE_NAMES = ['endpointContextAsyncStorage', 'requestStateAsyncStorage', 'adapterAsyncStorage'] as const;

/**
 * On Node 20 an AsyncLocalStorage is built on async_hooks: from its first `run` it hooks every promise,
 * tick and socket of the process (each one created, entered and left calls into JavaScript), until it
 * is disabled. Node 22's AsyncContextFrame has no such hooks (and no `enabled` field).
 */
const HOOKED = typeof (new AsyncLocalStorage() as unknown as { enabled?: unknown }).enabled === 'boolean';

/** How many `run` calls of the storages below have not finished yet, nested or concurrent. */
let running = 0;
const spanStorages: SpanStorage<unknown>[] = [];

function leave() {
  running -= 1;
  // Nothing of Better Auth's runs now: no store can be asked for until the next `run`, which enables
  // its storage again (Node's own `exit` disables and enables a storage the same way).
  if (running === 0 && HOOKED) for (const storage of spanStorages) storage.disable();
}

/**
 * An AsyncLocalStorage whose async_hooks are on only while one of its `run` callbacks is in progress
 * (until the promise it returns settles). Better Auth only ever uses `run` and `getStore`: outside a
 * `run` its stores are undefined anyway, so turning the hooks off between calls changes no answer,
 * and a request that never reaches Better Auth (every API request but sign-in, sign-up, sign-out and
 * the password reset) no longer pays for them.
 */
export class SpanStorage<T> extends AsyncLocalStorage<T> {
  constructor() {
    super();
    spanStorages.push(this as SpanStorage<unknown>);
  }

  override run<R>(store: T, callback: () => R): R;
  override run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R;
  override run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    running += 1;
    let result: R;
    try {
      result = super.run(store, callback, ...args);
    } catch (error) {
      leave();
      throw error;
    }
    if (result instanceof Promise) result.then(leave, leave);
    else leave();
    return result;
  }
}

/** Whether any storage's hooks are on now (only while a Better Auth call runs). */
export function betterAuthStoragesActive(): boolean {
  return spanStorages.some((s) => (s as unknown as { enabled?: boolean }).enabled === true);
}

/** Better Auth's process-wide context, made as its own first call would make it. */
function betterAuthContext(): Record<string, unknown> {
  getBetterAuthVersion();
  return (globalThis as unknown as Record<symbol, { context: Record<string, unknown> }>)[BETTER_AUTH_GLOBAL]!.context;
}

/** Better Auth's storages as they are now: ours, someone else's, or not made yet. */
export function betterAuthStorages(): Record<(typeof STORAGE_NAMES)[number], unknown> {
  const context = betterAuthContext();
  return Object.fromEntries(STORAGE_NAMES.map((name) => [name, context[name]])) as ReturnType<
    typeof betterAuthStorages
  >;
}

/**
 * Gives Better Auth SpanStorages before it makes its own. Called before the auth instance is built,
 * so before any of its calls: a storage it already made is left as it is (replacing one under a call in
 * progress would lose that call's store).
 */
export function installSpanStorages() {
  const context = betterAuthContext();
  for (const name of STORAGE_NAMES) context[name] ??= new SpanStorage();
}
