import { lazyDialog } from './lazy-dialog';

/**
 * ConfirmDialog (and Radix's dialog) loaded on demand: call `preloadConfirmDialog` when the pointer or
 * the focus reaches the button that asks, and render `LazyConfirmDialog` with ConfirmDialog's props.
 */
export const { LazyDialog: LazyConfirmDialog, preload: preloadConfirmDialog } = lazyDialog(() =>
  import('./confirm-dialog').then((module) => module.ConfirmDialog),
);
