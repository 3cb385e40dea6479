import { MEDIA_LIMITS } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { attachmentsReducer, canSendMessage, remainingSlots, uploadedUrls, type ChatAttachment } from './attachments';

function attachment(id: string, url: string | null = null): ChatAttachment {
  return { id, name: `${id}.png`, kind: 'image', previewUrl: `blob:${id}`, progress: 0, url };
}

describe('chat attachments', () => {
  it('tracks an upload from progress to its stored URL, then removal', () => {
    let state = attachmentsReducer([], { type: 'added', attachment: attachment('a') });
    state = attachmentsReducer(state, { type: 'progressed', id: 'a', progress: 0.5 });
    expect(state[0]).toMatchObject({ progress: 0.5, url: null });
    state = attachmentsReducer(state, { type: 'uploaded', id: 'a', url: '/media/a.png' });
    expect(uploadedUrls(state)).toEqual(['/media/a.png']);
    expect(attachmentsReducer(state, { type: 'removed', id: 'a' })).toEqual([]);
  });

  it(`keeps at most ${MEDIA_LIMITS.perPost} media per message`, () => {
    let state: ChatAttachment[] = [];
    for (let index = 0; index < MEDIA_LIMITS.perPost + 2; index += 1) {
      state = attachmentsReducer(state, { type: 'added', attachment: attachment(`f${index}`) });
    }
    expect(state).toHaveLength(MEDIA_LIMITS.perPost);
    expect(remainingSlots(state)).toBe(0);
  });

  it('sends text alone, media alone, but nothing empty and nothing still uploading', () => {
    expect(canSendMessage('Bonjour', [])).toBe(true);
    expect(canSendMessage('   ', [])).toBe(false);
    expect(canSendMessage('', [attachment('a', '/media/a.png')])).toBe(true);
    expect(canSendMessage('Bonjour', [attachment('a', '/media/a.png'), attachment('b')])).toBe(false);
  });
});
