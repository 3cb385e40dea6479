/** Adds the trimmed text once, whatever its case (interests, languages). */
export function addTag(tags: readonly string[], text: string): string[] {
  const tag = text.trim();
  const key = tag.toLocaleLowerCase();
  if (!tag || tags.some((existing) => existing.toLocaleLowerCase() === key)) return [...tags];
  return [...tags, tag];
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}
