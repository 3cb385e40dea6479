// Each catalogue's keys by their parent ("chat.connection" for "chat.connection.failed").
const siblingsByCatalogue = new WeakMap<Record<string, string>, Map<string, string[]>>();

function parentOf(key: string): string {
  const dot = key.lastIndexOf('.');
  // The plural forms of a text share its parent: "feed.likes_one" goes with "feed.likes_other".
  return dot < 0 ? key : key.slice(0, dot);
}

function siblingsOf(texts: Record<string, string>): Map<string, string[]> {
  let siblings = siblingsByCatalogue.get(texts);
  if (!siblings) {
    siblings = new Map();
    for (const key of Object.keys(texts)) {
      const parent = parentOf(key);
      const group = siblings.get(parent);
      if (group) group.push(key);
      else siblings.set(parent, [key]);
    }
    siblingsByCatalogue.set(texts, siblings);
  }
  return siblings;
}

/**
 * The texts a server-rendered page carries for the app that hydrates it: those its render looked
 * up, and their siblings, since the app shows a sibling next once it is live: another state of the
 * same thing (a chat connecting, then connected; a count's other plural form; an event's time in
 * the reader's zone). A text asked for before the whole catalogue is there renders the page again.
 */
export function pickPageTexts(texts: Record<string, string>, keys: Iterable<string>): Record<string, string> {
  const siblings = siblingsOf(texts);
  const picked: Record<string, string> = {};
  for (const key of keys) {
    if (key in picked) continue;
    for (const sibling of siblings.get(parentOf(key)) ?? []) picked[sibling] = texts[sibling]!;
  }
  return picked;
}
