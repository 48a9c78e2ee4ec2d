/**
 * The built-in engine in French: a French household's requests (our own sentences) become the
 * same plans English requests do, and every reply comes back in French. Turns are driven round by
 * round as the turn loop drives them, with the executor's results played by the test.
 */
import { describe, expect, it } from 'vitest';
import { BuiltinEngine, buildIndex, packFor, parse, type Plan } from '../../../../main/core/conversation/builtin/index.js';
import type {
  EngineCarry,
  EngineRoundInput,
  EngineRoundOutput,
  HistoryEntry,
  Proposal,
  ToolResult,
  VocabularyEntry,
} from '../../../../main/core/conversation/conversation-engine.js';
import { resultFor, switched } from './household.js';
import { area, entry, floor } from './home-builders.js';

const ground = floor('Rez-de-chaussée', 'rdc', ['en bas']);
const upstairs = floor('Premier étage', 'etage', ['en haut']);

/** A French home: names with accents, elisions and the kind word first, as French households write them. */
const MAISON: VocabularyEntry[] = [
  entry('light.lampe_salon', 'Lampe du salon', area('Salon', 'salon', ground)),
  entry('light.lustre', 'Lustre', { ...area('Salle à manger', 'sam', ground), aliases: ['suspension'] }),
  entry('light.cuisine_plafond', 'Plafonnier cuisine', area('Cuisine', 'cuisine', ground)),
  entry('light.plan_travail', 'Plan de travail', area('Cuisine', 'cuisine', ground)),
  entry('switch.cafetiere', 'Cafetière', area('Cuisine', 'cuisine', ground)),
  entry('switch.prise_entree', "Prise de l'entrée", area('Entrée', 'entree', ground)),
  entry('light.chevet', 'Lampe de chevet', { ...area('Chambre', 'chambre', upstairs), aliases: ['veilleuse de Léa'] }),
  entry('light.bureau', 'Lampe bureau', area('Bureau', 'bureau', upstairs)),
  entry('binary_sensor.porte_entree', "Porte d'entrée", { device_class: 'door', ...area('Entrée', 'entree', ground) }),
  entry('binary_sensor.mouvement_couloir', 'Détecteur couloir', { device_class: 'motion', ...area('Couloir', 'couloir', upstairs) }),
  entry('sensor.temperature_salon', 'Température salon', { device_class: 'temperature', unit_of_measurement: '°C', ...area('Salon', 'salon', ground) }),
  entry('cover.volet_salon', 'Volet salon', { device_class: 'shutter', ...area('Salon', 'salon', ground) }),
  entry('lock.garage', 'Serrure garage'),
  entry('fan.chambre', 'Ventilateur chambre', area('Chambre', 'chambre', upstairs)),
  entry('media_player.tele', 'Télé', area('Salon', 'salon', ground)),
  entry('person.jeanne', 'Jeanne'),
];

const fr = packFor('fr');
const index = buildIndex(MAISON, { language: 'fr' });
const inKitchen = buildIndex(MAISON, { here: 'cuisine', language: 'fr' });
const plan = (said: string, at = index): Plan => parse(said, at, 'fr');
const engine = new BuiltinEngine();
const signal = new AbortController().signal;

function input(text: string, overrides: Partial<EngineRoundInput> = {}): EngineRoundInput {
  return {
    user_message: text,
    history: [],
    language: 'fr',
    rounds: [],
    vocabulary: MAISON,
    time_zone: 'Europe/Paris',
    now: new Date('2026-11-30T15:00:00Z'),
    rounds_left: 3,
    ...overrides,
  };
}

interface Turn {
  proposals: Proposal[];
  reply: string | null;
  notes: string[];
  carry?: EngineCarry;
}

/** One turn as the turn loop drives it: up to 3 rounds, then one last call for the reply. */
async function turn(text: string, answer: (p: Proposal) => ToolResult, overrides: Partial<EngineRoundInput> = {}): Promise<Turn> {
  const rounds: EngineRoundInput['rounds'] = [];
  const proposals: Proposal[] = [];
  const notes: string[] = [];
  for (;;) {
    const roundsLeft = 3 - rounds.length;
    const out: EngineRoundOutput = await engine.round(input(text, { ...overrides, rounds: rounds.map((r) => ({ ...r })), rounds_left: roundsLeft }), signal);
    if (out.kind === 'reply') return { proposals, reply: out.text, notes, ...(out.carry ? { carry: out.carry } : {}) };
    if (roundsLeft <= 0) return { proposals, reply: null, notes };
    proposals.push(...out.proposals);
    if (out.note) notes.push(out.note);
    rounds.push({ proposals: out.proposals, results: out.proposals.map(answer) });
  }
}

/** A conversation: each message a turn, the history (and the latest reply's carry) kept as the turn loop keeps it. */
async function conversation(messages: string[], answer: (p: Proposal) => ToolResult, overrides: Partial<EngineRoundInput> = {}): Promise<Turn[]> {
  const history: HistoryEntry[] = [];
  const turns: Turn[] = [];
  for (const message of messages) {
    const t = await turn(message, answer, { ...overrides, history: history.map((h) => ({ ...h })) });
    turns.push(t);
    for (const h of history) delete h.carry;
    history.push({ role: 'user', text: message }, { role: 'assistant', text: t.reply ?? '', ...(t.carry ? { carry: t.carry } : {}) });
  }
  return turns;
}

const listed =
  (states: Record<string, string>) =>
  (p: Proposal): ToolResult =>
    resultFor(p, 'executed', {
      result: {
        entities: Object.entries(states).map(([entity_id, state]) => ({
          entity_id,
          friendly_name: MAISON.find((m) => m.entity_id === entity_id)?.friendly_name ?? entity_id,
          domain: entity_id.split('.')[0],
          state,
          unit_of_measurement: MAISON.find((m) => m.entity_id === entity_id)?.unit_of_measurement ?? null,
          last_changed: '2026-11-30T14:00:00Z',
        })),
        retrieved_at: '2026-11-30T15:00:00Z',
      },
    });

const set = (p: Plan): { state: string; targets: string[] } | null => (p.kind === 'set' ? { state: p.state, targets: p.targets } : null);
const ids = (ps: Proposal[]): unknown[] => ps.map((p) => p.arguments.entity_id);

/** English words that never belong in a French reply (names and codes aside). */
const ENGLISH =
  /\b(?:the|turned|turn|light|lights|switch|is|are|was|were|and|or|I|you|your|can't|couldn't|which|what|nothing|please|yes|no|on|off|open|closed|today|yesterday|at|of|in|device|devices)\b/;

describe('French commands become the on/off plans English ones do', () => {
  it('reads imperative, infinitive and polite forms, with elisions and contractions', () => {
    expect(set(plan('allume la lampe du salon'))).toEqual({ state: 'on', targets: ['light.lampe_salon'] });
    expect(set(plan('Allumez le lustre, s’il vous plaît.'))).toEqual({ state: 'on', targets: ['light.lustre'] });
    expect(set(plan('peux-tu éteindre la cafetière ?'))).toEqual({ state: 'off', targets: ['switch.cafetiere'] });
    expect(set(plan("tu pourrais allumer la prise de l'entrée"))).toEqual({ state: 'on', targets: ['switch.prise_entree'] });
    expect(set(plan('je voudrais que tu éteignes le lustre'))).toEqual({ state: 'off', targets: ['light.lustre'] });
    expect(set(plan('coupe la cafetière'))).toEqual({ state: 'off', targets: ['switch.cafetiere'] });
    expect(set(plan('mets en marche la cafetière'))).toEqual({ state: 'on', targets: ['switch.cafetiere'] });
  });

  it('matches names whether accents are typed or not, both ways', () => {
    expect(set(plan('eteins la cafetiere'))).toEqual({ state: 'off', targets: ['switch.cafetiere'] });
    expect(set(plan('allume la veilleuse de Lea'))).toEqual({ state: 'on', targets: ['light.chevet'] });
    const plain = buildIndex([entry('light.entree', 'Lumiere entree')]);
    expect(set(parse("allume la lumière de l'entrée", plain, 'fr'))).toEqual({ state: 'on', targets: ['light.entree'] });
  });

  it('forgives a one-letter slip in the verb or the participle, never in a way that guesses', () => {
    expect(set(plan('alume la lampe du salon'))).toEqual({ state: 'on', targets: ['light.lampe_salon'] });
    expect(set(plan('etiens le lustre'))).toEqual({ state: 'off', targets: ['light.lustre'] });
    expect(plan('la lampe du salon est alumée ?')).toMatchObject({ kind: 'state', targets: ['light.lampe_salon'], state: 'on' });
  });

  it('turns the "lights" of an area or a floor, singular or plural, and everything with "tout"', () => {
    expect(set(plan('allume les lumières de la cuisine'))).toEqual({ state: 'on', targets: ['light.cuisine_plafond', 'light.plan_travail'] });
    expect(set(plan('éteins la lumière dans la cuisine'))).toEqual({ state: 'off', targets: ['light.cuisine_plafond', 'light.plan_travail'] });
    expect(set(plan('éteins les lumières du premier étage'))).toEqual({ state: 'off', targets: ['light.chevet', 'light.bureau'] });
    expect(set(plan('allume la lampe de chevet au premier étage'))).toEqual({ state: 'on', targets: ['light.chevet'] });
    expect(set(plan('allume tout en haut'))).toEqual({ state: 'on', targets: ['light.chevet', 'light.bureau'] });
    expect(set(plan('éteins toutes les lumières de la maison'))?.targets).toHaveLength(6);
    expect(set(plan('éteins tout au rez-de-chaussée'))?.targets).toEqual([
      'light.lampe_salon',
      'light.lustre',
      'light.cuisine_plafond',
      'light.plan_travail',
      'switch.cafetiere',
      'switch.prise_entree',
    ]);
    expect(set(plan('éclaire la salle à manger'))).toEqual({ state: 'on', targets: ['light.lustre'] });
  });

  it('finds a device by its alias, and a fixture word of its name ("plafonnier")', () => {
    expect(set(plan('allume la suspension'))).toEqual({ state: 'on', targets: ['light.lustre'] });
    expect(set(plan('éteins le plafonnier de la cuisine'))).toEqual({ state: 'off', targets: ['light.cuisine_plafond'] });
  });

  it('means this computer\'s room by "ici" and "cette pièce", and asks which room when none is set', () => {
    expect(set(plan('allume les lumières ici', inKitchen))).toEqual({ state: 'on', targets: ['light.cuisine_plafond', 'light.plan_travail'] });
    expect(set(plan('éteins la lumière dans cette pièce', inKitchen))).toEqual({ state: 'off', targets: ['light.cuisine_plafond', 'light.plan_travail'] });
    expect(plan('allume les lumières ici')).toMatchObject({ kind: 'clarify', reason: 'which_room' });
  });

  it('does two devices in one message, with one verb or two', () => {
    expect(set(plan('allume la lampe du salon et le lustre'))).toEqual({ state: 'on', targets: ['light.lampe_salon', 'light.lustre'] });
    const both = plan('allume la cafetière puis éteins la lampe de chevet');
    expect(both).toMatchObject({ kind: 'set', state: 'on', targets: ['switch.cafetiere'], then: { kind: 'set', state: 'off', targets: ['light.chevet'] } });
  });

  it('switches a light the Québec way ("ferme la lumière"), while a shutter is still declined', () => {
    expect(set(plan('ferme la lumière de la salle à manger'))).toEqual({ state: 'off', targets: ['light.lustre'] });
    expect(set(plan('ouvre la lampe du salon'))).toEqual({ state: 'on', targets: ['light.lampe_salon'] });
    expect(plan('ferme le volet du salon')).toMatchObject({ kind: 'unsupported', action: 'cover' });
  });

  it('never reads a negated request as the request', () => {
    expect(plan("n'allume pas la lampe du salon").kind).not.toBe('set');
    expect(plan('ne coupe surtout pas la cafetière').kind).not.toBe('set');
  });
});

describe("the pack leaves the household's names as they are", () => {
  it('reads names (with the French words inside them) as typed, beside the grammar around them', () => {
    // A data pack has no canonical English form: its reading is the household's words, accents and elisions read alike.
    expect(fr.normalise("éteins la Prise de l'entrée, s'il te plaît", index)).toBe('eteins la prise de l entree s il te plait');
    expect(set(plan("éteins la Prise de l'entrée, s'il te plaît"))).toEqual({ state: 'off', targets: ['switch.prise_entree'] });
    expect(fr.normalise('allume la lampe de chevet au premier étage', index)).toBe('allume la lampe de chevet au premier etage');
    expect(set(plan('allume la lampe de chevet au premier étage'))).toEqual({ state: 'on', targets: ['light.chevet'] });
  });
});

describe('French questions', () => {
  it('asks yes/no by inversion, by "est-ce que" and by word order alone, agreeing in gender and number', () => {
    for (const said of ['la lampe du salon est-elle allumée ?', 'est-ce que la lampe du salon est allumée', 'la lampe du salon est allumée ?']) {
      expect(plan(said)).toMatchObject({ kind: 'state', question: 'yes_no', targets: ['light.lampe_salon'], state: 'on' });
    }
    expect(plan("la porte d'entrée est-elle fermée ?")).toMatchObject({ kind: 'state', targets: ['binary_sensor.porte_entree'], state: 'off' });
    expect(plan('le lustre est éteint ?')).toMatchObject({ kind: 'state', targets: ['light.lustre'], state: 'off' });
  });

  it('asks about sets: any, which, how many, all — in an area or on a floor', () => {
    expect(plan('y a-t-il des lumières allumées au premier étage ?')).toMatchObject({
      kind: 'state',
      question: 'any',
      targets: ['light.chevet', 'light.bureau'],
      state: 'on',
    });
    expect(plan('quelles lumières sont allumées dans la cuisine ?')).toMatchObject({
      kind: 'state',
      question: 'which',
      targets: ['light.cuisine_plafond', 'light.plan_travail'],
    });
    expect(plan("combien d'interrupteurs sont allumés ?")).toMatchObject({
      kind: 'state',
      question: 'count',
      targets: ['switch.cafetiere', 'switch.prise_entree'],
    });
    expect(plan('est-ce que toutes les lumières sont éteintes ?')).toMatchObject({ kind: 'state', question: 'all', state: 'off' });
    expect(plan('y a-t-il du mouvement dans le couloir ?')).toMatchObject({ kind: 'state', targets: ['binary_sensor.mouvement_couloir'], state: 'on' });
  });

  it('asks who is home, where someone is, and what a sensor reads', () => {
    expect(plan('qui est à la maison ?')).toMatchObject({ kind: 'state', targets: ['person.jeanne'], state: 'home' });
    expect(plan('Jeanne est-elle à la maison ?')).toMatchObject({ kind: 'state', targets: ['person.jeanne'], state: 'home' });
    expect(plan('où est Jeanne ?')).toMatchObject({ kind: 'state', targets: ['person.jeanne'] });
    expect(plan('quelle est la température du salon ?')).toMatchObject({ kind: 'state', question: 'value', targets: ['sensor.temperature_salon'] });
    expect(plan('quelle est la température salon ?')).toMatchObject({ kind: 'state', question: 'value', targets: ['sensor.temperature_salon'] });
  });

  it('asks when something last happened, and how often', () => {
    expect(plan("quand la porte d'entrée s'est-elle ouverte pour la dernière fois ?")).toMatchObject({
      kind: 'history',
      ask: 'last',
      target: 'binary_sensor.porte_entree',
      event: { raw: 'on' },
    });
    expect(plan("combien de fois la porte d'entrée a été ouverte aujourd'hui ?")).toMatchObject({ kind: 'history', ask: 'count', period: 'day' });
    expect(plan('à quelle heure le lustre a-t-il été éteint ?')).toMatchObject({ kind: 'history', ask: 'last', target: 'light.lustre', event: { raw: 'off' } });
  });

  it('answers "what can you see / control?" from the vocabulary', () => {
    expect(plan('que vois-tu ?')).toEqual({ kind: 'capabilities', focus: 'see' });
    expect(plan("qu'est-ce que tu peux contrôler ?")).toEqual({ kind: 'capabilities', focus: 'control' });
    expect(plan('quels appareils peux-tu contrôler ?')).toEqual({ kind: 'capabilities', focus: 'control' });
  });
});

describe('clarifying questions and follow-ups', () => {
  it('asks which one when a kind fits several, and offers close names for an unknown one', () => {
    const which = plan('allume la lampe');
    expect(which).toMatchObject({ kind: 'clarify', reason: 'ambiguous' });
    expect(which.kind === 'clarify' && which.candidates).toEqual(['light.lampe_salon', 'light.chevet', 'light.bureau']);
    expect(set(plan('allume les lampes du premier étage'))).toEqual({ state: 'on', targets: ['light.chevet', 'light.bureau'] });
    expect(plan('allume le frigo')).toMatchObject({ kind: 'clarify', reason: 'unknown' });
  });

  it('asks which device a lone pronoun means', () => {
    // Sentence data reads a lone pronoun as a request with no target (as Portuguese "desliga-o"): the follow-up fills it in.
    for (const said of ['rallume-la', 'éteins-les', "peux-tu l'éteindre"]) expect(plan(said)).toMatchObject({ kind: 'clarify', reason: 'no_target' });
  });

  it('"rallume-la" / "peux-tu l\'éteindre" take their device from the previous request', async () => {
    const [, again] = await conversation(['éteins la lampe du salon', 'rallume-la'], (p) => switched(p));
    expect(again!.proposals.map((p) => [p.arguments.entity_id, p.arguments.state])).toEqual([['light.lampe_salon', 'on']]);
    const [, off] = await conversation(['allume les lumières de la cuisine', 'peux-tu les éteindre ?'], (p) => switched(p));
    expect(off!.proposals.map((p) => [p.arguments.entity_id, p.arguments.state])).toEqual([
      ['light.cuisine_plafond', 'off'],
      ['light.plan_travail', 'off'],
    ]);
  });

  it('"et dans la cuisine ?" asks the same about another place; "et le lustre ?" about another device', async () => {
    const [, kitchen] = await conversation(['allume les lumières du salon', 'et dans la cuisine ?'], (p) => switched(p));
    expect(ids(kitchen!.proposals)).toEqual(['light.cuisine_plafond', 'light.plan_travail']);
    const [, chandelier] = await conversation(
      ['la lampe du salon est-elle allumée ?', 'et le lustre ?'],
      listed({ 'light.lampe_salon': 'on', 'light.lustre': 'off' }),
    );
    expect(chandelier!.reply).toMatch(/le lustre est éteint\.$/i);
  });

  it('answers "lequel ?" with a name, and carries on with "continue" after the rounds ran out', async () => {
    const [asked, answered] = await conversation(['allume la lampe', 'celle du salon'], (p) => switched(p));
    expect(asked!.proposals).toEqual([]);
    expect(ids(answered!.proposals)).toEqual(['light.lampe_salon']);
    const [first, rest] = await conversation(['éteins toutes les lumières', 'continue'], (p) => switched(p));
    expect(ids(first!.proposals)).toEqual(['light.lampe_salon', 'light.lustre', 'light.cuisine_plafond']);
    expect(ids(rest!.proposals)).toEqual(['light.plan_travail', 'light.chevet', 'light.bureau']);
    expect(first!.reply).toMatch(
      /^J'ai éteint la lampe du salon, le lustre et le plafonnier cuisine\. Je n'ai pas encore éteint le plan de travail, la lampe de chevet et la lampe bureau/,
    );
  });
});

describe('out of scope: declined with no card', () => {
  const declines: Array<[string, string]> = [
    ['ouvre les volets', 'cover'],
    ['baisse le volet salon', 'cover'],
    ['verrouille la serrure garage', 'lock'],
    ['mets la lampe du salon à 50 %', 'brightness'],
    ['règle la luminosité du lustre à 30 pour cent', 'brightness'],
    ['tamise la lampe de chevet', 'brightness'],
    ['baisse la lumière du salon', 'brightness'],
    ['arrête la musique', 'media'],
    ['mets le lustre en bleu', 'colour'],
    ['allume la lampe du salon dans 10 minutes', 'schedule'],
    ['éteins le lustre à 22h30', 'schedule'],
    ['lance un minuteur de cinq minutes', 'start'],
    ['mets de la musique dans le salon', 'media'],
    ['monte le volume de la télé', 'media'],
    ['règle le thermostat à 21 degrés', 'temperature'],
  ];
  for (const [said, action] of declines) {
    it(`"${said}" → ${action}`, () => {
      expect(plan(said)).toMatchObject({ kind: 'unsupported', action });
    });
  }

  it('proposes a named fan only for the executor to refuse, and a group of fans not at all', async () => {
    const { proposals } = await turn('allume le ventilateur chambre', (p) => resultFor(p, 'rejected', { code: 'ENTITY_NOT_CONTROLLABLE' }));
    expect(ids(proposals)).toEqual(['fan.chambre']);
    expect(plan('allume les ventilateurs du salon')).toMatchObject({ kind: 'unsupported', action: 'domain' });
  });
});

describe('replies in French', () => {
  it("narrates a group, one device per round, with each name's article", async () => {
    const { proposals, reply, notes } = await turn('éteins les lumières de la cuisine', (p) => switched(p));
    expect(ids(proposals)).toEqual(['light.cuisine_plafond', 'light.plan_travail']);
    expect(reply).toBe("J'ai éteint le plafonnier cuisine et le plan de travail.");
    for (const text of [reply!, ...notes]) expect(text).not.toMatch(ENGLISH);
  });

  it('agrees "déjà …" with a group: masculine plural when any member is masculine', async () => {
    const { reply } = await turn('éteins les lumières de la cuisine', (p) => switched(p, false));
    expect(reply).toBe('Le plafonnier cuisine et le plan de travail étaient déjà éteints.');
    const lamps = await turn('allume les lampes du premier étage', (p) => switched(p, false));
    expect(lamps.reply).toBe('La lampe de chevet et la lampe bureau étaient déjà allumées.');
  });

  it('agrees the state with the device: "allumée" for a lamp, "éteint" for a chandelier', async () => {
    const states = listed({ 'light.lampe_salon': 'on', 'light.lustre': 'off' });
    expect((await turn('la lampe du salon est-elle allumée ?', states)).reply).toBe('Oui, la lampe du salon est allumée.');
    expect((await turn('le lustre est-il allumé ?', states)).reply).toBe('Non, le lustre est éteint.');
    expect((await turn("la porte d'entrée est-elle ouverte ?", listed({ 'binary_sensor.porte_entree': 'on' }))).reply).toBe(
      "Oui, la porte d'entrée est ouverte.",
    );
  });

  it('writes numbers with the French decimal comma and a space before the unit', async () => {
    const { reply } = await turn('quelle est la température du salon ?', listed({ 'sensor.temperature_salon': '21.5' }));
    expect(reply).toBe('La température salon est de 21,5\u202f°C.');
  });

  it("says when, in Home Assistant's zone and in French", async () => {
    const { reply } = await turn("quand la porte d'entrée s'est-elle ouverte pour la dernière fois ?", (p) =>
      resultFor(p, 'executed', {
        result: {
          entity_id: p.arguments.entity_id,
          period: p.arguments.period,
          changes: [{ state: 'on', changed_at: '2026-11-30T13:02:00Z' }],
          retrieved_at: '2026-11-30T15:00:00Z',
        },
      }),
    );
    expect(reply).toBe("La porte d'entrée s'est ouverte pour la dernière fois aujourd'hui à 14:02.");
  });

  it('keeps every question back and every decline free of English', async () => {
    const said = [
      'allume la lampe',
      'allume le frigo',
      'allume les lumières ici',
      'ouvre les volets',
      'mets le lustre en bleu',
      'allume les ventilateurs du salon',
      'que vois-tu ?',
      'que peux-tu contrôler ?',
      'bonjour',
      'merci',
      'rallume-la',
    ];
    for (const s of said) {
      const { proposals, reply } = await turn(s, (p) => switched(p));
      expect(proposals, s).toEqual([]);
      expect(reply, s).not.toMatch(ENGLISH);
    }
  });
});
