import { describe, expect, it } from 'vitest';
import { isBlankMessage, isSendKey, restoreFailedText } from './composer-keys';

describe('the message composer keys', () => {
  it('sends on Enter', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
  });

  it('adds a line on Shift+Enter instead of sending', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
  });

  it('lets an input method confirm a word with Enter', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
  });

  it('ignores other keys', () => {
    expect(isSendKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });
});

describe('a blank message', () => {
  it.each(['', '   ', '\n\t '])('is %j', (content) => {
    expect(isBlankMessage(content)).toBe(true);
  });

  it('is not a message with words around spaces', () => {
    expect(isBlankMessage('  Salut  ')).toBe(false);
  });
});

describe('a failed send', () => {
  it('puts the text back in an empty field', () => {
    expect(restoreFailedText('Bonjour', '')).toBe('Bonjour');
  });

  it('keeps what was typed since, after the failed text', () => {
    expect(restoreFailedText('Bonjour', 'Tu es là ?')).toBe('Bonjour\nTu es là ?');
  });
});
