const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '€': 'e' };

/**
 * Lower case, no accents, common letter-for-digit swaps undone, anything else a single space:
 * "T'es une C0NNA$$E !!" → "t es une connasse". Word lists are written in this form.
 */
export function normaliseText(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[0134573@$€]/g, (char) => LEET[char] ?? char)
    // Stretched letters: "connnnard" → "connard" (three or more of a kind become two, then one
    // when the word list needs it; both forms are tried by the engine).
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** The same text with every doubled letter single, to catch "sallope" against "salope". */
export function collapseDoubles(normalised: string): string {
  return normalised.replace(/(\p{L})\1/gu, '$1');
}
