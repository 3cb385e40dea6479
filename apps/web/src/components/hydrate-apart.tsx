import { Suspense, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { deferComponent } from '@/components/ui/deferred';

type Part = { open: boolean };

// Parts rendered whose content has not been taken over yet, and who waits for none to be left.
let openParts = 0;
let waiting: (() => void)[] = [];

function closePart(part: Part) {
  if (!part.open) return;
  part.open = false;
  openParts -= 1;
  if (openParts > 0) return;
  const resolve = waiting;
  waiting = [];
  for (const done of resolve) done();
}

/**
 * Resolves once every part of the page has been taken over: the app says it is live then, and only
 * then moves times to the browser's clock and the texts to the detected language (a part still
 * holding the server's HTML would no longer match).
 */
export function whenPartsHydrated(): Promise<void> {
  return openParts === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

function PartTakenOver({ part }: { part: RefObject<Part | null> }) {
  useEffect(() => {
    if (part.current) closePart(part.current);
  }, [part]);
  return null;
}

/**
 * A part of a server-rendered page that the app takes over in a pass of its own, after what
 * surrounds it: React hydrates a Suspense boundary's content later and commits it apart. Taken
 * over in one pass, a page ends in one long task on a phone: the commit, every effect of the page
 * and each form rendering again at once (react-hook-form marks itself ready in a layout effect,
 * which React renders synchronously, running all pending effects first). In the browser, a part
 * still loading shows nothing here rather than the whole screen's spinner.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const part = useRef<Part | null>(null);
  // A layout effect: it runs in the commit that renders the part, before the effects that would
  // find no part open (those of the part around it).
  useLayoutEffect(() => {
    const opened = { open: true };
    part.current = opened;
    openParts += 1;
    // Gone before its content was taken over (a page left at once): nothing to wait for.
    return () => closePart(opened);
  }, []);
  return (
    <Suspense fallback={null}>
      <PartTakenOver part={part} />
      {children}
    </Suspense>
  );
}

// Every deferred part's loader, for the server, which sends them in the page.
const partLoaders: (() => Promise<void>)[] = [];

/**
 * A part's component whose code is a chunk of its own (a form, with react-hook-form): the page
 * goes live without it, and React keeps the part the server sent until it is there, then takes it
 * over. Rendered inside HydrateApart; in a page opened later, the part shows once loaded.
 */
export function deferPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const part = deferComponent(load);
  partLoaders.push(part.preload);
  return part.Component as ComponentType<P>;
}

/** The server renders every part in the page: their code first (entry-server.tsx). */
export async function preloadParts(): Promise<void> {
  await Promise.all(partLoaders.map((preload) => preload()));
}
