import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { messages } from '../../shared/messages';

export type LazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues> = Resolver<
  TFieldValues,
  TContext,
  TTransformedValues
> & {
  /** Starts the download now (the form's first focus or pointer), so a submit does not wait for it. */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose code — a zod schema and zodResolver, with zod itself — is not part
 * of the page's first download: `load` runs at the first validation, or earlier through `preload`, and
 * runs once. If the download fails (offline, or a deploy removed this build's files), the validation
 * answers a form error under `root` with the pt-BR "unexpected error" text instead of rejecting, so the
 * form shows it and stays usable; the next validation downloads again (docs/decisions/0025).
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext = unknown, TTransformedValues = TFieldValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): LazyResolver<TFieldValues, TContext, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));

  const resolver: Resolver<TFieldValues, TContext, TTransformedValues> = async (values, context, options) => {
    let resolve: Resolver<TFieldValues, TContext, TTransformedValues>;
    try {
      resolve = await loadOnce();
    } catch {
      const errors = { root: { type: 'load', message: messages.unexpected } } as FieldErrors<TFieldValues>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void loadOnce().catch(() => undefined) });
}
