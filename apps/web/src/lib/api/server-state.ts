import type { UiLanguage } from '@la-meute/shared';
import type { DehydratedState } from '@tanstack/react-query';

/** What a server-rendered page hands to the browser app that hydrates it (ADR 009). */
export type ServerState = {
  language: UiLanguage;
  /** The texts the page's render looked up, in its language (lib/i18n/page-texts.ts). */
  texts: Record<string, string>;
  queries: DehydratedState;
  /** The clock and zone the page was rendered with (lib/i18n/render-clock.ts). */
  renderedAt: number;
  timeZone: string;
};

export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** A JSON script (never executed, so the CSP allows it); "<" escaped so no text can close it. */
export function serializeServerState(state: ServerState, { member }: { member: boolean }): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  // Rendered for a signed-in member: their app starts without waiting for a tap (ADR 029).
  const audience = member ? ' data-member' : '';
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}"${audience}>${json}</script>`;
}

/** Who the page was rendered for, read without parsing its state (the boot script's question). */
export function findServerRender(): 'visitor' | 'member' | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element) return null;
  return element.hasAttribute('data-member') ? 'member' : 'visitor';
}

/** The state of a server-rendered page, or null for the plain app shell (dev server, offline). */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
