import { describe, expect, it } from 'vitest';
import { extractHashtags } from './post-routes';
import { createCommentInputSchema, createPostInputSchema } from './posts';

describe('post and comment rules (SPEC §5)', () => {
  it('needs text after trimming, or media', () => {
    expect(createPostInputSchema.safeParse({ content: '   ' }).error?.issues[0]?.message).toBe('posts.content_required');
    expect(createPostInputSchema.safeParse({ content: ' ', mediaUrls: ['/media/u/1.jpg'] }).success).toBe(true);
    expect(createPostInputSchema.safeParse({ content: 'Bonjour' }).success).toBe(true);
  });

  it('refuses a media URL that is neither ours nor http(s)', () => {
    expect(createPostInputSchema.safeParse({ content: 'x', mediaUrls: ['javascript:alert(1)'] }).success).toBe(false);
  });

  it('needs a non-empty comment', () => {
    expect(createCommentInputSchema.safeParse({ content: ' \n ' }).error?.issues[0]?.message).toBe('posts.comment_required');
    expect(createCommentInputSchema.parse({ content: '  Merci ! ' })).toEqual({ content: 'Merci !' });
  });
});

describe('hashtags', () => {
  it('finds each tag once, lower-cased, accents included, not inside words or URLs', () => {
    expect(extractHashtags('Vive la #Nature et le #bien_être ! #nature')).toEqual(['nature', 'bien_être']);
    expect(extractHashtags('https://x.fr/page#section mail#tag')).toEqual([]);
    expect(extractHashtags('#a #ok')).toEqual(['ok']);
  });
});
