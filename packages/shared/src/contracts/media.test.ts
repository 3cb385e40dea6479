import { describe, expect, it } from 'vitest';
import { sendChatMessageInputSchema } from './chat';
import { sendConversationMessageInputSchema } from './conversations';
import { getMediaKind, getYoutubeEmbedUrl } from './media';
import { createPostInputSchema } from './posts';

describe('media kind by extension (SPEC §5)', () => {
  it.each([
    ['https://x.fr/a.JPG', 'image'],
    ['/media/u/1.webp?v=2', 'image'],
    ['https://x.fr/clip.mp4', 'video'],
    ['https://x.fr/clip.ogg#t=3', 'video'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
    ['https://x.fr/page', 'link'],
  ])('%s is %s', (url, kind) => {
    expect(getMediaKind(url)).toBe(kind);
  });

  it('builds a privacy-friendly YouTube embed URL', () => {
    expect(getYoutubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(getYoutubeEmbedUrl('https://x.fr')).toBeNull();
  });
});

// One rule for every attached medium's address.
const refused = ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example/x.png'];
const accepted = ['/media/u/1.jpg', 'https://example.org/x.png', 'http://example.org/v.mp4'];
const channelId = '00000000-0000-4000-8000-000000000000';

describe('attached media addresses', () => {
  it.each(refused)('refuses %s in a post, a chat message and a private message', (address) => {
    expect(createPostInputSchema.safeParse({ content: 'x', mediaUrls: [address] }).success).toBe(false);
    expect(sendChatMessageInputSchema.safeParse({ channelId, content: 'x', mediaUrls: [address], clientId: 'c' }).success).toBe(false);
    expect(sendConversationMessageInputSchema.safeParse({ content: '', mediaUrl: address, messageType: 'image' }).success).toBe(false);
  });

  it.each(accepted)('accepts %s everywhere', (address) => {
    expect(createPostInputSchema.safeParse({ content: 'x', mediaUrls: [address] }).success).toBe(true);
    expect(sendChatMessageInputSchema.safeParse({ channelId, content: 'x', mediaUrls: [address], clientId: 'c' }).success).toBe(true);
    expect(sendConversationMessageInputSchema.safeParse({ content: '', mediaUrl: address, messageType: 'image' }).success).toBe(true);
  });
});
