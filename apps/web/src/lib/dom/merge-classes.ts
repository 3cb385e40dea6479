/**
 * The class merger of cn(): of two Tailwind utilities that set the same property under the same
 * variants, the later one wins (a className prop over a component's own). Written for the
 * utilities this app uses, so no page downloads a general merger's tables (some 8 KB gzip) before
 * it is live; a test holds it to tailwind-merge over every class the app's source names.
 */

const SIZES = new Set(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl']);
const WEIGHTS = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black']);
const LINE_STYLES = new Set(['solid', 'dashed', 'dotted', 'double', 'hidden', 'none']);
const SHADOWS = new Set(['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'none', 'inner']);
const WIDTH = /^(\d+(\.\d+)?|px|\[\d.*\])$/;

const KEYWORDS: Record<string, string> = {
  ...Object.fromEntries(
    ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'hidden', 'contents', 'table', 'flow-root', 'list-item'].map(
      (name) => [name, 'display'],
    ),
  ),
  ...Object.fromEntries(['static', 'fixed', 'absolute', 'relative', 'sticky'].map((name) => [name, 'position'])),
  ...Object.fromEntries(['visible', 'invisible', 'collapse'].map((name) => [name, 'visibility'])),
  ...Object.fromEntries(['uppercase', 'lowercase', 'capitalize', 'normal-case'].map((name) => [name, 'text-transform'])),
  ...Object.fromEntries(['underline', 'overline', 'line-through', 'no-underline'].map((name) => [name, 'text-decoration'])),
  ...Object.fromEntries(['italic', 'not-italic'].map((name) => [name, 'font-style'])),
  ...Object.fromEntries(['sr-only', 'not-sr-only'].map((name) => [name, 'sr'])),
  ...Object.fromEntries(['truncate', 'text-ellipsis', 'text-clip'].map((name) => [name, 'text-overflow'])),
  ...Object.fromEntries(['flex-row', 'flex-row-reverse', 'flex-col', 'flex-col-reverse'].map((name) => [name, 'flex-direction'])),
  ...Object.fromEntries(['flex-wrap', 'flex-wrap-reverse', 'flex-nowrap'].map((name) => [name, 'flex-wrap'])),
  ...Object.fromEntries(['break-normal', 'break-words', 'break-all', 'break-keep'].map((name) => [name, 'word-break'])),
  ...Object.fromEntries(['isolate', 'isolation-auto'].map((name) => [name, 'isolation'])),
  border: 'border-w',
  rounded: 'rounded',
  shadow: 'shadow',
  ring: 'ring-w',
  outline: 'outline-w',
  resize: 'resize',
  'backdrop-blur': 'backdrop-blur',
  grow: 'grow',
  shrink: 'shrink',
  transition: 'transition',
};

// Longest first: "min-w-44" is min-w, "gap-x-2" is gap-x.
const PREFIXES = [
  'p', 'px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl', 'm', 'mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml',
  'gap', 'gap-x', 'gap-y', 'space-x', 'space-y', 'inset', 'inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end',
  'w', 'h', 'size', 'min-w', 'min-h', 'max-w', 'max-h', 'z', 'opacity', 'order', 'basis', 'leading', 'tracking',
  'items', 'justify', 'justify-items', 'justify-self', 'content', 'self', 'place-items', 'place-content', 'place-self',
  'grid-cols', 'grid-rows', 'col-span', 'col-start', 'col-end', 'row-span', 'grid-flow', 'auto-cols', 'auto-rows',
  'overflow', 'overflow-x', 'overflow-y', 'cursor', 'pointer-events', 'select', 'whitespace', 'line-clamp', 'aspect',
  'animate', 'duration', 'ease', 'delay', 'transition', 'translate-x', 'translate-y', 'scale', 'rotate', 'fill',
  'underline-offset', 'outline-offset', 'ring-offset', 'list', 'from', 'via', 'to', 'accent', 'caret', 'resize',
  'touch', 'will-change', 'shrink', 'grow', 'flex', 'decoration', 'scroll-m', 'scroll-p', 'snap', 'backdrop-blur', 'blur',
].sort((a, b) => b.length - a.length);
// By their first word ("min" for min-w and min-h): a class is compared with a handful, not all.
const PREFIXES_BY_HEAD = new Map<string, string[]>();
for (const prefix of PREFIXES) {
  const head = prefix.split('-')[0]!;
  PREFIXES_BY_HEAD.set(head, [...(PREFIXES_BY_HEAD.get(head) ?? []), prefix]);
}

// A later utility of the key's group also replaces these earlier ones.
const REPLACES: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  size: ['w', 'h'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-s', 'border-w-e', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'line-clamp': ['display', 'overflow'],
  // The shorthand sets all three; a font size sets its line height too.
  flex: ['grow', 'shrink', 'basis'],
  'font-size': ['leading'],
};

function groupOfPrefixed(utility: string): string | null {
  const dash = utility.indexOf('-');
  const head = dash < 0 ? utility : utility.slice(0, dash);
  const value = dash < 0 ? '' : utility.slice(dash + 1);
  switch (head) {
    case 'text':
      if (SIZES.has(value) || /^\[\d/.test(value)) return 'font-size';
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align';
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
      return 'text-color';
    case 'font':
      return WEIGHTS.has(value) ? 'font-weight' : 'font-family';
    case 'bg':
      return /^(cover|contain|auto)$/.test(value) ? 'bg-size' : /^(fixed|local|scroll)$/.test(value) ? 'bg-attachment' : 'bg-color';
    case 'shadow':
      return SHADOWS.has(value) ? 'shadow' : 'shadow-color';
    case 'rounded': {
      const side = /^(s|e|t|r|b|l|tl|tr|br|bl)(-|$)/.exec(value);
      return side ? `rounded-${side[1]}` : 'rounded';
    }
    case 'border': {
      if (WIDTH.test(value)) return 'border-w';
      const side = /^(x|y|s|e|t|r|b|l)(?:-(.+))?$/.exec(value);
      if (side) return side[2] === undefined || WIDTH.test(side[2]) ? `border-w-${side[1]}` : `border-color-${side[1]}`;
      if (LINE_STYLES.has(value)) return 'border-style';
      if (value === 'collapse' || value === 'separate') return 'border-collapse';
      return 'border-color';
    }
    case 'ring':
      if (value.startsWith('offset-')) return WIDTH.test(value.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
      return WIDTH.test(value) ? 'ring-w' : value === 'inset' ? 'ring-inset' : 'ring-color';
    case 'outline':
      if (value.startsWith('offset-')) return 'outline-offset';
      if (WIDTH.test(value)) return 'outline-w';
      return LINE_STYLES.has(value) ? 'outline-style' : 'outline-color';
    case 'object':
      return /^(contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position';
    case 'stroke':
      return WIDTH.test(value) ? 'stroke-w' : 'stroke-color';
    default:
      break;
  }
  const prefix = (PREFIXES_BY_HEAD.get(head) ?? []).find((candidate) => utility.startsWith(`${candidate}-`));
  return prefix ?? null;
}

/** Splits "md:hover:!-mt-2" into its variants ("hover:md:", sorted) and its utility ("!mt"…). */
function parse(name: string): { variants: string; utility: string; important: boolean } {
  // Most classes have neither variants nor an important mark.
  if (!name.includes(':') && !name.includes('!')) return { variants: '', utility: name.startsWith('-') ? name.slice(1) : name, important: false };
  let depth = 0;
  let last = -1;
  for (let index = 0; index < name.length; index += 1) {
    const char = name[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) last = index;
  }
  const variants = last < 0 ? '' : name.slice(0, last).split(':').sort().join(':');
  let utility = name.slice(last + 1);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  return { variants, utility, important };
}

/** The property group of a utility ("px", "text-color", "display"), or null: never replaced. */
export function classGroup(utility: string): string | null {
  return KEYWORDS[utility] ?? groupOfPrefixed(utility);
}

// A page asks for the same few dozen combinations again and again (every button of a variant).
const merged = new Map<string, string>();
const MERGED_KEPT = 500;

/** Later classes win over earlier ones of the same group and variants; duplicates go. */
export function mergeClasses(classes: string): string {
  let result = merged.get(classes);
  if (result === undefined) {
    result = mergeUncached(classes);
    if (merged.size >= MERGED_KEPT) merged.clear();
    merged.set(classes, result);
  }
  return result;
}

function mergeUncached(classes: string): string {
  const names = classes.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = names.length - 1; index >= 0; index -= 1) {
    const name = names[index]!;
    if (!name) continue;
    const { variants, utility, important } = parse(name);
    const group = classGroup(utility);
    const scope = `${important ? '!' : ''}${variants}:`;
    const key = group === null ? `=${name}` : scope + group;
    if (taken.has(key)) continue;
    taken.add(key);
    if (group !== null) for (const replaced of REPLACES[group] ?? []) taken.add(scope + replaced);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
