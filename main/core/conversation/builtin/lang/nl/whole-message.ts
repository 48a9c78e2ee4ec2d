/**
 * Dutch messages read as a whole: "what can you see / control?" ("wat kun je zien?", "welke
 * apparaten kun je bedienen?") and confirmations ("ja, ga door", "doe de rest ook maar").
 */
import type { Token } from '../../text.js';
import type { VocabularyIndex } from '../../indexed-vocabulary.js';

const SEE_VERBS = new Set(['zien', 'bekijken', 'lezen', 'uitlezen', 'waarnemen', 'volgen', 'zie', 'ken', 'kennen', 'vinden', 'weet', 'weten']);
const CONTROL_VERBS = new Set([
  'bedienen',
  'besturen',
  'aansturen',
  'schakelen',
  'regelen',
  'aanzetten',
  'uitzetten',
  'inschakelen',
  'uitschakelen',
  'bedien',
  'bestuur',
  'beheren',
  'beheer',
  'veranderen',
  'zetten',
  'aan',
  'uit',
]);
const YOU = new Set(['je', 'jij', 'u']);
const CAN = new Set(['kun', 'kan', 'kunt', 'mag', 'zou']);

/** The canonical capabilities question the message asks, or null. */
export function capabilities(tokens: readonly Token[], index: VocabularyIndex): string | null {
  const s = tokens.map((t) => t.surface);
  if (s.length === 0) return null;
  const joined = s.join(' ');
  if (
    /^(?:help|hulp|help me|wat kan ik (?:vragen|zeggen|doen)|wat kun je(?: allemaal)?(?: doen)?(?: voor me| voor mij| voor ons)?|wat doe je|hoe werkt dit|wat zijn je mogelijkheden)$/.test(
      joined,
    )
  )
    return 'what can you do';
  const asks = s[0] === 'wat' || s[0] === 'welke' || s[0] === 'welk' || s[0] === 'noem' || s[0] === 'toon' || s[0] === 'geef';
  if (!asks || !s.some((w) => YOU.has(w) || w === 'me' || w === 'mij')) return null;
  if (tokens.some((_, i) => index.names.match(tokens, i) !== null || index.areas.match(tokens, i) !== null)) return null;
  const listing = s[0] === 'noem' || s[0] === 'toon' || s[0] === 'geef';
  const can = s.some((w) => CAN.has(w)) || s.includes('zie') || s.includes('ken') || s.includes('bedien') || s.includes('beheer') || listing;
  if (!can) return null;
  if (s.some((w) => CONTROL_VERBS.has(w))) return 'what can you control';
  if (s.some((w) => SEE_VERBS.has(w)) || listing) return 'what can you see';
  return null;
}

/** A message that only says yes / go on (read as "yes", which the conversation logic continues on). */
export const CONFIRMATION =
  /^(?:(?:ja|jawel|jazeker|jep|jup|ok|oke|okee|okay|goed|prima|graag|alsjeblieft|alstublieft|zeker|akkoord|ga (?:maar )?(?:door|verder)(?: met de rest)?|doorgaan|verdergaan|verder|ga je gang|doe (?:maar|het|dat|het maar|dat maar|verder|de rest(?: ook)?|ze ook|die ook|ze allemaal|ze maar)|de rest(?: ook)?|(?:de )?(?:andere|anderen|overige|overgebleven)(?: ook)?|ze ook|die ook|allemaal|nog eens|opnieuw|maar|ook|even|dan|(?:vraag|probeer) (?:het )?(?:opnieuw|nog eens))\b[\s,.!]*)+$/;
