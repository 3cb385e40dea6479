import { describe, expect, it } from 'vitest';
import { addTag, removeTag } from './tag-list';

describe('interests and languages', () => {
  it('adds the trimmed text once, whatever its case, and nothing when blank', () => {
    expect(addTag(['yoga'], '  randonnée ')).toEqual(['yoga', 'randonnée']);
    expect(addTag(['yoga'], 'YOGA')).toEqual(['yoga']);
    expect(addTag(['yoga'], '   ')).toEqual(['yoga']);
  });

  it('removes the chosen one only', () => {
    expect(removeTag(['yoga', 'randonnée'], 'yoga')).toEqual(['randonnée']);
  });
});
