import { CONVERSATION_MESSAGE_MAX_LENGTH } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { validateMessage } from './message-validation';

describe('validating a message before it is sent', () => {
  it('sends the trimmed text', () => {
    expect(validateMessage('  Bonjour la meute  ')).toEqual({ ok: true, input: { content: 'Bonjour la meute', messageType: 'text' } });
  });

  it('keeps the lines inside the message', () => {
    const result = validateMessage('ligne 1\nligne 2');
    expect(result.ok && result.input.content).toBe('ligne 1\nligne 2');
  });

  it('refuses a blank message', () => {
    expect(validateMessage('   ')).toEqual({ ok: false, code: 'conversations.message_empty' });
  });

  it('accepts exactly 4,000 characters', () => {
    expect(validateMessage('a'.repeat(CONVERSATION_MESSAGE_MAX_LENGTH)).ok).toBe(true);
  });

  it('refuses one character more than 4,000', () => {
    expect(validateMessage('a'.repeat(CONVERSATION_MESSAGE_MAX_LENGTH + 1))).toEqual({ ok: false, code: 'conversations.message_too_long' });
  });
});
