/**
 * Italian as sentence data (`sentences/data/it/`, hook file `lang/it/hooks.ts`), not yet the
 * registered pack (docs/notes/lang-it.md): our own sentences read by the one matcher into plans,
 * decided by plan shapes and codes.
 */
import { describe, expect, it } from 'vitest';
import { buildIndex } from '../../../../main/core/conversation/builtin/index.js';
import { itData } from '../../../../main/core/conversation/builtin/sentences/data/index.js';
import type { VocabularyEntry } from '../../../../main/core/conversation/conversation-engine.js';
import { planShape as shape } from './plan-shape.js';
import { entry } from './home-builders.js';

const kitchen = { area: 'Cucina', area_id: 'cucina', floor: 'Piano terra', floor_id: 'terra' };
const bedroom = { area: 'Camera da letto', area_id: 'camera', floor: 'Primo piano', floor_id: 'primo' };
const CASA: VocabularyEntry[] = [
  entry('light.soffitto', 'Luce soffitto', kitchen),
  entry('light.bancone', 'Luce bancone', kitchen),
  entry('switch.caffe', 'Macchina del caffè', kitchen),
  entry('light.comodino', 'Lampada comodino', bedroom),
  entry('light.lettura', 'Lampada da lettura', bedroom),
  entry('light.portico', 'Luce portico'),
  entry('binary_sensor.ingresso', "Porta d'ingresso", { device_class: 'door' }),
  entry('lock.retro', 'Serratura porta sul retro'),
  entry('person.giulia', 'Giulia'),
  entry('fan.ventilatore_cucina', 'Ventilatore Cucina', kitchen),
  entry('fan.camera', 'Ventilatore', bedroom),
  entry('light.angolo_gioco', 'Angolo Gioco'),
];
const index = buildIndex(CASA, { language: 'it', nameForms: itData.nameForms });
const plan = (text: string): unknown => shape(itData.understand(text, index, itData.replies));

describe('Italian sentence data', () => {
  it('on/off with articulated prepositions, clitics, a place first and names without their glue words', () => {
    expect(plan('accendi la luce del portico')).toEqual({ set: 'on', targets: ['light.portico'] });
    expect(plan('la luce del portico, spegnila')).toEqual({ set: 'off', targets: ['light.portico'] });
    expect(plan('in cucina accendi le luci')).toEqual({ set: 'on', targets: ['light.soffitto', 'light.bancone'] });
    expect(plan('spegni la macchina caffè')).toEqual({ set: 'off', targets: ['switch.caffe'] });
    expect(plan('spegni tutto al piano terra')).toEqual({ set: 'off', targets: ['light.soffitto', 'light.bancone', 'switch.caffe'] });
  });

  it('reads the words and forms the TypeScript pack read: synonyms, clitics, "di nuovo", "mi serve", event words', () => {
    expect(plan('accendi i lumi in cucina')).toEqual({ set: 'on', targets: ['light.soffitto', 'light.bancone'] });
    expect(plan('la luce soffitto, accendimela')).toEqual({ set: 'on', targets: ['light.soffitto'] });
    expect(plan('spegni di nuovo la luce soffitto')).toEqual({ set: 'off', targets: ['light.soffitto'] });
    expect(plan('mi serve accendere la luce soffitto')).toEqual({ set: 'on', targets: ['light.soffitto'] });
    expect(plan('aiutami')).toEqual({ capabilities: 'see' });
    expect(plan('la luce soffitto è stata attivata oggi?')).toEqual({ history: 'count', target: 'light.soffitto', period: 'day', event: 'on' });
  });

  it('a name said with glue words between its words is the name, before a kind and a place (name_glue)', () => {
    expect(plan('accendi il ventilatore della cucina')).toEqual({ set: 'on', targets: ['fan.ventilatore_cucina'] });
    expect(plan('spegni il ventilatore in cucina')).toEqual({ set: 'off', targets: ['fan.ventilatore_cucina'] });
    expect(plan('il ventilatore della cucina')).toEqual({ clarify: 'no_action', candidates: ['fan.ventilatore_cucina'] });
    expect(plan('accendi il ventilatore')).toEqual({ set: 'on', targets: ['fan.camera'] });
  });

  it('two places joined by "e"/"o" are both meant (either_place)', () => {
    expect(plan('accendi le luci in camera da letto e in cucina')).toEqual({
      set: 'on',
      targets: ['light.soffitto', 'light.bancone', 'light.comodino', 'light.lettura'],
    });
    expect(plan('spegni le luci della cucina e della camera da letto')).toEqual({
      set: 'off',
      targets: ['light.soffitto', 'light.bancone', 'light.comodino', 'light.lettura'],
    });
    expect(plan('ci sono luci accese in cucina o in camera da letto?')).toEqual({
      state: 'any',
      targets: ['light.soffitto', 'light.bancone', 'light.comodino', 'light.lettura'],
      is: 'on',
    });
    expect(plan('spegni le luci in cucina al piano terra')).toEqual({ set: 'off', targets: ['light.soffitto', 'light.bancone'] });
  });

  it('"lampade" are the lamps so named (name_word); "la lampada" asks which one', () => {
    expect(plan('accendi le lampade')).toEqual({ set: 'on', targets: ['light.comodino', 'light.lettura'] });
    expect(plan('spegni la lampada')).toEqual({ clarify: 'ambiguous', candidates: ['light.comodino', 'light.lettura'] });
  });

  it('"chiusa" of a lock is locked, of a door closed (state_for)', () => {
    expect(plan('la serratura porta sul retro è chiusa?')).toEqual({ state: 'yes_no', targets: ['lock.retro'], is: 'locked' });
    expect(plan("la porta d'ingresso è chiusa?")).toEqual({ state: 'yes_no', targets: ['binary_sensor.ingresso'], is: 'off' });
  });

  it('questions, history and declines', () => {
    expect(plan('ci sono luci accese in cucina?')).toEqual({ state: 'any', targets: ['light.soffitto', 'light.bancone'], is: 'on' });
    expect(plan("c'è qualcuno in casa?")).toEqual({ state: 'any', targets: ['person.giulia'], is: 'home' });
    expect(plan('quante volte si è accesa la luce del portico oggi?')).toEqual({ history: 'count', target: 'light.portico', period: 'day', event: 'on' });
    expect(plan('imposta il termostato a 21 gradi')).toEqual({ unsupported: 'temperature' });
    expect(plan('accendi la luce del portico tra 10 minuti')).toEqual({ unsupported: 'schedule' });
    expect((plan('non accendere la luce del portico') as { set?: string }).set).toBeUndefined();
  });

  it('forms the TypeScript pack read, found by comparing both packs over generated sentences', () => {
    // "mi puoi …", a clitic doubling the object ("spegnila la luce …"), plural and 1st-person imperatives with clitics.
    expect(plan('mi puoi spegnere la luce del portico')).toEqual({ set: 'off', targets: ['light.portico'] });
    expect(plan('spegnila la luce del portico')).toEqual({ set: 'off', targets: ['light.portico'] });
    expect(plan('la luce del portico, spegnetela')).toEqual({ set: 'off', targets: ['light.portico'] });
    expect(plan('accendiamola la luce portico')).toEqual({ set: 'on', targets: ['light.portico'] });
    expect(plan('per favore in cucina spegni le luci')).toEqual({ set: 'off', targets: ['light.soffitto', 'light.bancone'] });
    // A name's word said in the plural (name_endings): "angolo giochi" for "Angolo Gioco".
    expect(plan("spegni l'angolo giochi")).toEqual({ set: 'off', targets: ['light.angolo_gioco'] });
    // "qualche lampada": any of the lamps so named, not "which one?".
    expect(plan("c'è qualche lampada accesa?")).toEqual({ state: 'any', targets: ['light.comodino', 'light.lettura'], is: 'on' });
    expect(plan('attiva la spina della macchina del caffè')).toEqual({ set: 'on', targets: ['switch.caffe'] });
  });

  it('a place alone, a name said as a place, words between the verb and its object, "ora" as now', () => {
    expect(plan('accendi in cucina')).toEqual({ set: 'on', targets: ['light.soffitto', 'light.bancone', 'switch.caffe'] });
    expect(plan("accendi nell'angolo gioco")).toEqual({ set: 'on', targets: ['light.angolo_gioco'] });
    expect(plan('accendi per favore la mia luce portico ora')).toEqual({ set: 'on', targets: ['light.portico'] });
    expect(plan('buongiorno, poi spegni proprio questa luce portico')).toEqual({ set: 'off', targets: ['light.portico'] });
    expect(plan('accendi la luce portico oppure la lampada comodino')).toEqual({ set: 'on', targets: ['light.comodino', 'light.portico'] });
    // An hour counted is still a schedule, declined.
    expect(plan("accendi la luce portico tra un'ora")).toEqual({ unsupported: 'schedule' });
    // "ancora" after "è" is "still": a question, never the verb "attiva".
    expect(plan('la luce portico è ancora attiva')).toEqual({ state: 'yes_no', targets: ['light.portico'], is: 'on' });
  });

  it('a target and a state word is a request said without a verb, the same words asked a question (unasked)', () => {
    expect(plan('luce portico accesa')).toEqual({ set: 'on', targets: ['light.portico'] });
    expect(plan('in cucina luci spente')).toEqual({ set: 'off', targets: ['light.soffitto', 'light.bancone'] });
    expect(plan('luce portico accesa?')).toEqual({ state: 'yes_no', targets: ['light.portico'], is: 'on' });
    expect(plan('luci in cucina spente?')).toEqual({ state: 'yes_no', targets: ['light.soffitto', 'light.bancone'], is: 'off' });
    // "attiva" after the target is the state word; with a pronoun, the verb.
    expect(plan('la luce portico è attiva?')).toEqual({ state: 'yes_no', targets: ['light.portico'], is: 'on' });
    expect(plan('la luce portico, attivala')).toEqual({ set: 'on', targets: ['light.portico'] });
  });

  it('replies agree with the name (the hook file’s grammar)', () => {
    const e = index.byId.get('light.portico')!;
    expect(itData.replies.proposeSet('on', e, null)).toContain('la luce portico');
  });
});
