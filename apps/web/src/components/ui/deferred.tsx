import { cloneElement, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactElement, type ReactNode } from 'react';

/**
 * ADR 011: menus, dialogs and toasts bring Radix (≈ 30 KB gzip) with them, which no page needs to
 * show itself. Their modules load when first wanted; `preload` starts that early (a pointer over
 * the trigger) so the first click rarely waits. Once loaded, the component renders at once: the
 * server preloads what it renders (entry-server.tsx) and so sends it in the page.
 */
export function deferComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<void> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then((Component) => {
      loaded = Component;
      return Component;
    }));
  return {
    // A thenable that calls back at once when the module is there: React then renders it without
    // suspending (a promise always calls back later).
    Component: lazy(() =>
      loaded
        ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as Promise<{ default: ComponentType<P> }>)
        : start().then((Component) => ({ default: Component })),
    ),
    preload: () => start().then(
      () => undefined,
      () => undefined,
    ),
  };
}

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

type DeferredMenuProps = {
  /** The menu's trigger button: shown as it is until the menu is wanted, then handed to the menu. */
  trigger: ReactElement<TriggerProps>;
  preload: () => Promise<void>;
  /** The loaded menu, open from the start, around the same trigger. */
  renderMenu: (trigger: ReactElement) => ReactNode;
};

/** A menu that is only its trigger until first clicked; the click loads it and it opens. */
export function DeferredMenu({ trigger, preload, renderMenu }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: () => void preload(),
      onFocus: () => void preload(),
      onClick: () => setWanted(true),
    });
  }
  // While the menu loads, the same button stays in place.
  return <Suspense fallback={trigger}>{renderMenu(trigger)}</Suspense>;
}

/** Renders a dialog's module once it has been opened, and keeps it (its closing animation, its state). */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
