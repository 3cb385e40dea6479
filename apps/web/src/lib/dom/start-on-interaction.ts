/**
 * ADR 009: a server-rendered public page is complete without JavaScript; the app that makes it
 * interactive loads on the visitor's first sign of activity. What they did meanwhile (a tap on a
 * button, a key, a form sent) is held back and played again once the app is live, on the very same
 * elements, which hydration keeps. Plain links are left to the browser.
 */

// Any of these means someone is there: start loading.
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;
// These reach handlers the app will attach: record them to play again.
const REPLAYED_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown', 'keyup', 'submit'] as const;
// Their default action would act before the app can (a native form post, a checkbox toggled twice).
const HELD_BACK_EVENTS = new Set(['click', 'submit']);

function isEditable(element: Element): boolean {
  return element.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

function shouldReplay(event: Event): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (event.type === 'submit') return target instanceof HTMLFormElement;
  // A link works without the app: the browser follows it.
  if (target.closest('a[href]')) return false;
  // Typing already reached the field; its key events have nothing more to do.
  if (event.type.startsWith('key') && isEditable(target)) return false;
  return true;
}

/**
 * Where an element sits under #root, by child positions. Should React have to render the page
 * again in the browser (a hydration mismatch), the held events find their new elements this way.
 */
function pathFromRoot(element: Element): number[] | null {
  const path: number[] = [];
  let node: Element = element;
  while (node.id !== 'root') {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

function resolvePath(path: number[] | null): Element | null {
  if (!path) return null;
  let node: Element | null | undefined = document.getElementById('root');
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/** The element itself if hydration kept it, else the one with its id (a field's), else the one now at its place. */
function currentElement<T extends Element>(element: T, path: number[] | null): T | null {
  if (element.isConnected) return element;
  const found = (element.id ? document.getElementById(element.id) : null) ?? resolvePath(path);
  return found instanceof element.constructor ? (found as T) : null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(target: EventTarget | null): target is Field {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * Text typed before the app was live is in the field but not in the app's state. React reports a
 * change only when the value differs from the one it last saw, so the field is first given another
 * value through React's own setter, then the typed one through the native setter, then an input
 * event (the way testing libraries simulate typing).
 */
function replayFieldValue(field: Field, value: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = value === '' ? ' ' : '';
  if (nativeSetter) nativeSetter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay(event: Event, target: Element): void {
  if (event instanceof SubmitEvent && target instanceof HTMLFormElement) {
    target.requestSubmit(event.submitter instanceof HTMLElement && event.submitter.isConnected ? event.submitter : null);
    return;
  }
  // The event object doubles as its own init dictionary (bubbles, button, key, pointerType, …).
  const EventType = event.constructor as new (type: string, init: Event) => Event;
  target.dispatchEvent(new EventType(event.type, event));
}

type StartOptions = {
  /**
   * Also start once the page has loaded and the browser is idle: a member's page receives live
   * updates without waiting for a tap (ADR 029); a visitor's waits for one.
   */
  whenIdle?: boolean;
};

// An idle moment comes quickly on a quiet page; a busy one still starts within this.
const IDLE_START_TIMEOUT_MS = 2000;

/** Resolves once the app is live, or has failed to start (the page stays the server's). */
export function startOnInteraction(start: () => Promise<void>, { whenIdle = false }: StartOptions = {}): Promise<void> {
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  // What the member did, in the order they did it: a value typed into a field, then the tap that
  // used it (an interest added, a message sent), then the next value. Played back in one pass, each
  // tap finds the field as it was when it was made, not as it was left last.
  const held: ({ event: Event; path: number[] | null } | { field: Field; value: string; path: number[] | null })[] = [];
  let phase: 'waiting' | 'starting' | 'live' = 'waiting';

  const types = [...new Set<string>([...ACTIVITY_EVENTS, ...REPLAYED_EVENTS, 'input', 'change'])];
  const stopListening = () => {
    for (const type of types) window.removeEventListener(type, onEvent, true);
    delete document.documentElement.dataset.appStarting;
  };

  function begin() {
    phase = 'starting';
    start()
      .then(() => {
        phase = 'live';
        stopListening();
        for (const entry of held.splice(0)) {
          if ('field' in entry) {
            const current = currentElement(entry.field, entry.path);
            if (current) replayFieldValue(current, entry.value);
            continue;
          }
          const target = entry.event.target instanceof Element ? currentElement(entry.event.target, entry.path) : null;
          if (target) replay(entry.event, target);
        }
        settle();
      })
      .catch((error: unknown) => {
        // The page stays readable and its links work; held-back taps are dropped.
        phase = 'live';
        stopListening();
        console.error('The app could not start', error);
        settle();
      });
  }

  function onEvent(event: Event) {
    if (phase === 'live' || !event.isTrusted) return;
    if ((event.type === 'input' || event.type === 'change') && isField(event.target)) {
      // Checkboxes and radios change by click, which is replayed; text and choices are kept here.
      if (!(event.target instanceof HTMLInputElement && /^(checkbox|radio)$/.test(event.target.type))) {
        // Successive keystrokes in one field between two taps: only where they ended matters.
        const last = held.at(-1);
        if (last && 'field' in last && last.field === event.target) last.value = event.target.value;
        else held.push({ field: event.target, value: event.target.value, path: pathFromRoot(event.target) });
      }
    }
    if ((REPLAYED_EVENTS as readonly string[]).includes(event.type) && shouldReplay(event)) {
      held.push({ event, path: event.target instanceof Element ? pathFromRoot(event.target) : null });
      // Between hydration and the replay React already listens: it must see the event once, replayed.
      event.stopImmediatePropagation();
      if (HELD_BACK_EVENTS.has(event.type)) {
        event.preventDefault();
        // The tap did something: the pointer says it is on its way until the app plays it.
        document.documentElement.dataset.appStarting = '';
      }
    }
    if (phase === 'waiting') begin();
  }

  for (const type of types) window.addEventListener(type, onEvent, { capture: true, passive: !HELD_BACK_EVENTS.has(type) });
  if (whenIdle) whenLoadedAndIdle(() => phase === 'waiting' && begin());
  return settled;
}

function whenLoadedAndIdle(callback: () => void): void {
  // Safari has no requestIdleCallback: there the app starts right after the load event.
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(callback, { timeout: IDLE_START_TIMEOUT_MS })
      : setTimeout(callback, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
