import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server's render and while the browser takes that HTML over, true from the render
 * after. For a control whose whole action is JavaScript's and cannot be played back later (opening
 * the file chooser needs the tap itself): shown disabled until it works, never a tap lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
