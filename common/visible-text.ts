/**
 * Text from outside — Home Assistant's names, mDNS advertisements, certificate fields — shown to
 * the household or put in a prompt: the characters that make text display as something other
 * than it is go. One class for every place that shows such text: C0/C1 controls and DEL; the
 * Arabic letter mark and Mongolian vowel separator; zero-width characters, LRM and RLM; line and
 * paragraph separators; bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069);
 * word joiner and invisible operators; the BOM; interlinear annotation marks; Unicode tag
 * characters. Imports nothing: every side may load it.
 */
const INVISIBLE_CLASS =
  '[\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u206f\\ufeff\\ufff9-\\ufffb\\u{e0000}-\\u{e007f}]';
const INVISIBLE_ALL = new RegExp(INVISIBLE_CLASS, 'gu');
const INVISIBLE_ANY = new RegExp(INVISIBLE_CLASS, 'u');

export interface VisibleTextOptions {
  /** What an invisible character becomes: a space (a name's words stay apart) or nothing. Default a space. */
  replacement?: ' ' | '';
  /** Collapse runs of whitespace to one space. Default true. */
  collapse?: boolean;
  /** At most this many code points (never half a surrogate pair). */
  maxChars?: number;
  /** End a cut text with "…". Default false. */
  ellipsis?: boolean;
}

export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE_ANY.test(value);
}

/** `value` as it may be shown: invisible formatting gone, whitespace collapsed, trimmed, bounded. */
export function visibleText(value: string, options: VisibleTextOptions = {}): string {
  const { replacement = ' ', collapse = true, maxChars, ellipsis = false } = options;
  let text = INVISIBLE_ANY.test(value) ? value.replace(INVISIBLE_ALL, replacement) : value;
  if (collapse) text = text.replace(/\s+/gu, ' ');
  text = text.trim();
  if (maxChars === undefined || text.length <= maxChars) return text;
  const chars = Array.from(text);
  if (chars.length <= maxChars) return text;
  return ellipsis ? `${chars.slice(0, maxChars - 1).join('')}…` : chars.slice(0, maxChars).join('').trimEnd();
}
