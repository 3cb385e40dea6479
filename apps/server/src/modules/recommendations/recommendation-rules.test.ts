import { describe, expect, it } from 'vitest';
import { draftRecommendations, findMatchingInterest, type MemberFacts } from './recommendation-rules';

const quiet: MemberFacts = {
  member: { hasProfile: true, bio: 'Bonjour', interests: ['Yoga'], locationCity: 'Lyon', hasPosted: true },
  sharedInterest: null,
  upcomingEvents: [],
  recentPosts: [],
  busiestUnvisitedChannel: null,
  pendingRequests: null,
  unreadMessages: null,
};

describe('findMatchingInterest', () => {
  it('matches whole words and hashtags, whatever the case and accents', () => {
    expect(findMatchingInterest(['Méditation'], 'Une MEDITATION guidée ce soir')).toBe('Méditation');
    expect(findMatchingInterest(['pleine conscience'], 'Rejoignez-nous #PleineConscience')).toBe('pleine conscience');
    expect(findMatchingInterest(['yoga'], 'Atelier', ['Yoga'])).toBe('yoga');
  });

  it('does not match part of another word', () => {
    expect(findMatchingInterest(['art'], 'Une partie de cartes')).toBeNull();
  });
});

describe('draftRecommendations', () => {
  it('asks nothing of a complete, quiet member', () => {
    expect(draftRecommendations(quiet)).toEqual([]);
  });

  it('asks an empty profile for interests, a bio and a first post', () => {
    const drafts = draftRecommendations({ ...quiet, member: { hasProfile: false, bio: null, interests: [], locationCity: null, hasPosted: false } });
    expect(drafts.map((draft) => [draft.dedupeKey, draft.target])).toEqual([
      ['engagement:interests', '/profile'],
      ['engagement:bio', '/profile'],
      ['engagement:first-post', '/feed'],
    ]);
  });

  it('keeps at most two events and two posts a run', () => {
    const drafts = draftRecommendations({
      ...quiet,
      upcomingEvents: ['a', 'b', 'c'].map((id) => ({ id, title: `Yoga ${id}`, description: null, tags: [] })),
      recentPosts: ['p', 'q', 'r'].map((id) => ({ id, content: `#yoga ${id}` })),
    });
    expect(drafts.map((draft) => draft.dedupeKey)).toEqual(['event:a', 'event:b', 'post:p', 'post:q']);
  });

  it('points a busy channel at the chat, its name encoded', () => {
    const [draft] = draftRecommendations({ ...quiet, busiestUnvisitedChannel: { name: 'café & thé', messages: 4 } });
    expect(draft).toMatchObject({ recommendationType: 'community', target: '/chat?channel=caf%C3%A9+%26+th%C3%A9' });
  });
});
