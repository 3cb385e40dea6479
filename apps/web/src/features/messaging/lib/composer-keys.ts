/** The parts of a keydown the composer decides on (KeyboardEvent and React's event both have them). */
export type ComposerKey = { key: string; shiftKey: boolean; isComposing: boolean };

/**
 * SPEC §2/§5: Enter sends, Shift+Enter adds a line. Not while an input method is composing: its
 * Enter confirms a word, it does not send.
 */
export function isSendKey({ key, shiftKey, isComposing }: ComposerKey): boolean {
  return key === 'Enter' && !shiftKey && !isComposing;
}

/** SPEC §5: a direct message is sent only when its trimmed content is not blank. */
export function isBlankMessage(content: string): boolean {
  return content.trim().length === 0;
}

/**
 * A failed send gives the text back. Anything typed since stays after it, so neither is lost.
 */
export function restoreFailedText(failed: string, current: string): string {
  if (current.length === 0) return failed;
  return `${failed}\n${current}`;
}
