/**
 * A data language's follow-ups (DESIGN §5), by the words its `words.json` lists under `follow_up`
 * (types.ts, FollowUpWords): "yes, go on", a pronoun for the previous device, "and the hallway?",
 * answers to "which one?" and "which room?". Where the canonical form rebuilds a request from
 * English words, a data language varies the household's own previous message: the reading's place
 * or name is replaced by the new one and the sentence read again, so every template still applies
 * and nothing here knows a language.
 */
import type { FollowUpReader } from '../follow-up-reader.js';
import type { Replies } from '../lang/types.js';
import type { Token } from '../text.js';
import type { CompiledLanguage } from './compile.js';
import { saysAt, type Capture } from './match.js';
import type { FollowUpWords, WordsData } from './types.js';
import { readingOf } from './understand.js';
import { listForms } from './list-forms.js';

type Words = readonly string[];

/** The longest of `phrases` said at `at`, its length; 0 for none. */
function saidAt(tokens: readonly Token[], at: number, phrases: readonly Words[]): number {
  let best = 0;
  for (const p of phrases) if (p.length > best && saysAt(tokens, at, p)) best = p.length;
  return best;
}

/** The words left once every leading phrase of `leads` is dropped. */
function withoutLeads(words: Words, tokens: readonly Token[], leads: readonly Words[]): Words {
  let at = 0;
  for (let n = saidAt(tokens, at, leads); n > 0 && at + n < tokens.length; n = saidAt(tokens, at, leads)) at += n;
  return words.slice(at);
}

const spliced = (words: Words, c: Capture, by: Words): string => [...words.slice(0, c.from), ...by, ...words.slice(c.to)].join(' ');

export function dataFollowUp(data: WordsData, language: () => CompiledLanguage, say: Replies): FollowUpReader {
  const f: FollowUpWords = data.follow_up ?? {};
  let read: Record<keyof FollowUpWords, Words[]> | null = null;
  // Phrases are read by the language's text rules on first use (its contractions written out).
  const words = (): Record<keyof FollowUpWords, Words[]> => {
    if (read) return read;
    const reader = language().reader;
    const of = (list: string[] | undefined): Words[] => (list ?? []).map((p) => reader.tokens(p).map((t) => t.surface)).filter((w) => w.length > 0);
    return (read = {
      carry_on: of(f.carry_on),
      pronoun: of(f.pronoun),
      ellipsis: of(f.ellipsis),
      article: of(f.article),
      filler: of(f.filler),
      room_lead: of(f.room_lead),
    });
  };
  const tokens = (text: string): Token[] => language().reader.tokens(text);
  const surfaces = (ts: readonly Token[]): string[] => ts.map((t) => t.surface);
  const fillers = (): Set<string> => new Set(words().filler.flat());

  /** A kind of device as the language's `{kind}` list says it, singular or plural. */
  const kindWord = (kind: string, many: boolean): string | null => {
    const entries = Object.entries(data.lists['kind'] ?? {}).filter(([, v]) => v.kind === kind);
    const key = (entries.find(([, v]) => (v.plural === true) === many) ?? entries[0])?.[0];
    return key === undefined ? null : listForms(key)[0]!;
  };

  /** Replaces the first (or every) pronoun of `text` by `by`; null when it has none. */
  const replacePronouns = (text: string, by: Words, every: boolean): string | null => {
    const ts = tokens(text);
    const out: string[] = [];
    let replaced = false;
    for (let i = 0; i < ts.length;) {
      const n = every || !replaced ? saidAt(ts, i, words().pronoun) : 0;
      if (n > 0) {
        out.push(...by);
        replaced = true;
        i += n;
      } else out.push(ts[i++]!.surface);
    }
    return replaced ? out.join(' ') : null;
  };

  return {
    pronounAnywhere: true,
    carriesOn(message) {
      const ts = tokens(message);
      let at = 0;
      for (let n = saidAt(ts, 0, words().carry_on); n > 0; n = saidAt(ts, at, words().carry_on)) at += n;
      return ts.length > 0 && at === ts.length;
    },
    withPronounAs: (message, phrase) => replacePronouns(message, surfaces(tokens(phrase)), true),
    pronounAnswered: (previous, answer) => replacePronouns(previous, surfaces(tokens(answer)), false),
    whichAnswer(message) {
      const all = surfaces(tokens(message));
      const kept = all.filter((w) => !fillers().has(w));
      return (kept.length > 0 ? kept : all).join(' ');
    },
    answerStems: (answer) =>
      tokens(answer)
        .filter((t) => !fillers().has(t.surface))
        .map((t) => t.stem),
    ellipsis(message) {
      const ts = tokens(message);
      const n = saidAt(ts, 0, words().ellipsis);
      if (n === 0 || n === ts.length) return null;
      // "e a cozinha também?": the article before and the filler after the new place or name are not part of it.
      const rest = ts.slice(n);
      const said = [...withoutLeads(surfaces(rest), rest, words().article)];
      while (said.length > 1 && fillers().has(said[said.length - 1]!)) said.pop();
      return said.join(' ');
    },
    requestAbout(previous, earlier, rest, index) {
      if (earlier.kind !== 'set' && earlier.kind !== 'state') return [];
      const ts = tokens(previous);
      const match = readingOf(ts, index, language(), say);
      if (!match) return [];
      const restTokens = tokens(rest);
      const place = withoutLeads(surfaces(restTokens), restTokens, [...words().room_lead, ...words().article]);
      const lead = words().room_lead[0] ?? [];
      const domains = new Set(earlier.targets.map((id) => index.byId.get(id)?.domain ?? ''));
      const kind = domains.size === 1 && (domains.has('light') || domains.has('switch')) ? kindWord([...domains][0]!, earlier.targets.length > 1) : null;
      const kindWords = kind === null ? null : surfaces(tokens(kind));
      const all = surfaces(ts);
      const out: string[] = [];
      // The place said instead of the place; a name said instead of the name, with the kind of device it was; a place added to a kind.
      for (const c of match.captures) if (c.kind === 'area') out.push(spliced(all, c, place));
      for (const c of match.captures)
        if (c.kind === 'name') {
          if (kindWords) out.push(spliced(all, c, [...place, ...kindWords]), spliced(all, c, [...kindWords, ...place]));
          out.push(spliced(all, c, place));
        }
      for (const c of match.captures)
        if (c.kind === 'values' && c.values.here === true) out.push(spliced(all, c, [...lead, ...place]));
        else if (c.kind === 'values' && c.values.kind !== undefined && !match.captures.some((o) => o.kind !== 'values'))
          out.push(spliced(all, { ...c, from: c.to }, [...lead, ...place]));
      return [...new Set(out)];
    },
    inRoom(previous, message, index) {
      const ts = tokens(previous);
      const match = readingOf(ts, index, language(), say);
      const here = match?.captures.find((c) => c.kind === 'values' && c.values.here === true);
      if (!here) return [];
      const answer = tokens(message);
      const room = withoutLeads(surfaces(answer), answer, [...words().room_lead, ...words().article]);
      const all = surfaces(ts);
      return [...new Set([...words().room_lead.map((lead) => spliced(all, here, [...lead, ...room])), spliced(all, here, room)])];
    },
  };
}
