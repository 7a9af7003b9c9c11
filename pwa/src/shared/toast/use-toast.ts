import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, showToast, subscribeToasts, type Toast } from './toast-store';

const actions = { show: showToast, dismiss: dismissToast } as const;

/** Shows and dismisses toasts from a component: `const toast = useToast(); toast.show({ kind: 'success', title: 'Saved' })`. */
export function useToast(): typeof actions {
  return actions;
}

/** The toasts currently on screen (re-renders on change). */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
