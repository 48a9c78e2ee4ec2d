/**
 * Long because: the sentence shapes are one table read top to bottom; split, a shape and its exceptions would live apart.
 *
 * Sentence shapes: how a command, a question and a history question begin, which particles say
 * on or off, and which verbs ask for something the app cannot do. Words of the target phrase
 * itself live in `lexicon.ts`. Like the lexicon, these are the canonical form's (English) words,
 * which every language pack's `normalise` writes its requests in.
 */
import { NOUNS, STATES, type NounSense, type StateWord } from './lexicon.js';
import { PhraseTable } from './phrase-table.js';
import type { Period, StateQuestion, UnsupportedAction } from './plan.js';
import { tokenize } from './text.js';

/** Words that only make a request polite; skipped at the start. */
export const POLITE = new PhraseTable<true>();
for (const p of [
  'please',
  'kindly',
  'hey',
  'hi',
  'hello',
  'ok',
  'okay',
  'so',
  'now',
  'just',
  'quickly',
  'and',
  'also',
  'then',
  'oh',
  'can you',
  'could you',
  'would you',
  'will you',
  'can u',
  'would you mind',
  'would you please',
  'could you please',
  'can you please',
  'i want you to',
  'i would like you to',
  'i need you to',
  'you can',
  'go ahead and',
  'home assistant',
  'hey assistant',
])
  POLITE.add(p, true);

export interface CommandLead {
  /** The direction the verb itself carries ("deactivate" → off); else a particle must say it. */
  dir?: 'on' | 'off';
  /** "light up", "illuminate": the verb names the kind too. */
  lights?: boolean;
  /** The verb accepts "up" as on ("light this room up", "power up"). */
  upMeansOn?: boolean;
}

export const COMMAND_LEADS = new PhraseTable<CommandLead>();
const leadGroups: Array<[string[], CommandLead]> = [
  [['turn on', 'turning on', 'switching on', 'switch on', 'put on', 'power on', 'power up', 'activate', 'enable', 'bring on', 'start up'], { dir: 'on' }],
  [
    [
      'turn off',
      'turning off',
      'switching off',
      'switch off',
      'turn out',
      'put out',
      'power off',
      'power down',
      'shut off',
      'shut down',
      'deactivate',
      'disable',
      'kill',
      'bring off',
      'cut off',
    ],
    { dir: 'off' },
  ],
  [['light up', 'illuminate', 'brighten up'], { dir: 'on', lights: true }],
  [['light'], { lights: true, upMeansOn: true }],
  [['power'], { upMeansOn: true }],
  [
    [
      'turn',
      'turning',
      'switch',
      'put',
      'set',
      'make sure',
      'make certain',
      'ensure',
      'i want',
      'i would like',
      'i need',
      'i wish',
      'bring',
      'get',
      'keep',
      'leave',
    ],
    {},
  ],
];
for (const [phrases, lead] of leadGroups) for (const p of phrases) COMMAND_LEADS.add(p, lead);

export const PARTICLES = new PhraseTable<'on' | 'off' | 'up' | 'down'>()
  .add('on', 'on')
  .add('off', 'off')
  .add('out', 'off')
  .add('up', 'up')
  .add('down', 'down');

/** Verbs for actions the app does not have, at the start of a request. */
export const UNSUPPORTED_LEADS = new PhraseTable<UnsupportedAction>();
const unsupportedLeads: Array<[UnsupportedAction, string[]]> = [
  ['lock', ['lock', 'unlock', 'relock']],
  ['cover', ['open', 'close', 'shut', 'raise', 'lower', 'pull up', 'pull down', 'roll up', 'roll down', 'draw']],
  ['brightness', ['dim', 'brighten', 'darken', 'dim down']],
  ['media', ['play', 'pause', 'resume', 'skip', 'mute', 'unmute', 'stop playing', 'next song', 'rewind']],
  ['alarm', ['arm', 'disarm']],
  ['start', ['start', 'stop', 'run', 'launch', 'trigger', 'execute', 'vacuum', 'clean', 'dock', 'return']],
  ['temperature', ['heat', 'cool', 'warm up', 'cool down', 'preheat']],
  ['level', ['set', 'change', 'adjust', 'increase', 'decrease', 'make', 'raise', 'lower', 'reduce', 'boost']],
];
for (const [action, phrases] of unsupportedLeads) for (const p of phrases) UNSUPPORTED_LEADS.add(p, action);

/** Words inside a command that ask for more than on/off. */
export const UNSUPPORTED_WORDS = new PhraseTable<UnsupportedAction>();
const unsupportedWords: Array<[UnsupportedAction, string[]]> = [
  ['brightness', ['%', 'percent', 'brightness', 'bright', 'brighter', 'dim', 'dimmer', 'dimmed', 'darker', 'half', 'full brightness']],
  [
    'colour',
    [
      'colour',
      'color',
      'red',
      'green',
      'blue',
      'yellow',
      'orange',
      'purple',
      'pink',
      'violet',
      'magenta',
      'cyan',
      'turquoise',
      'warm white',
      'cool white',
      'daylight',
      'white',
    ],
  ],
  ['temperature', ['degree', 'degrees', 'warmer', 'cooler', 'colder', 'hotter', 'celsius', 'fahrenheit', 'kelvin']],
  [
    'schedule',
    [
      'minute',
      'minutes',
      'hour',
      'hours',
      'tomorrow',
      'tonight',
      'later',
      'until',
      'o clock',
      'oclock',
      'am',
      'pm',
      'sunset',
      'sunrise',
      'timer',
      'schedule',
      'every day',
      'every morning',
      'every night',
      'at midnight',
      'noon',
    ],
  ],
  ['media', ['volume', 'louder', 'quieter', 'music', 'song', 'channel', 'playlist']],
  ['lock', ['lock', 'unlock']],
];
for (const [action, phrases] of unsupportedWords) for (const p of phrases) UNSUPPORTED_WORDS.add(p, action);

export interface QuestionLead {
  question: StateQuestion | 'what';
  /** "is there any smoke?" asks whether something is detected. */
  impliesDetected?: boolean;
  measure?: 'temperature' | 'humidity';
  /** "who is home?", "is anyone home?" ask about people. */
  impliesPerson?: boolean;
}

/** Phrases that wrap a question without changing it ("tell me if …", "do you know whether …"). */
export const QUESTION_WRAPPERS = new PhraseTable<true>();
for (const p of [
  'tell me if',
  'tell me whether',
  'can you tell me',
  'could you tell me',
  'can you tell me if',
  'could you tell me if',
  'do you know',
  'do you know if',
  'do you know whether',
  'check if',
  'check whether',
  'can you check if',
  'can you check whether',
  'i want to know',
  'i want to know if',
  'i would like to know',
  'i would like to know if',
  'let me know',
  'let me know if',
  'find out',
  'find out if',
  'please tell me',
  'please tell me if',
  'tell me',
  'can you see if',
  'see if',
])
  QUESTION_WRAPPERS.add(p, true);

export const QUESTION_LEADS = new PhraseTable<QuestionLead>();
const questionLeads: Array<[string[], QuestionLead]> = [
  [['how many', 'how many of', 'what number of', 'count'], { question: 'count' }],
  [
    [
      'how much',
      'how is',
      'how are',
      'what is',
      'what are',
      'whats',
      'what is the state of',
      'what is the status of',
      'state of',
      'status of',
      'show me',
      'give me',
      'read',
      'read me',
      'check',
      'when will',
      'where is',
      'where are',
      'what does',
      'what do',
      'what reading',
      'the status of',
      'the state of',
    ],
    { question: 'value' },
  ],
  [
    [
      'how hot',
      'how warm',
      'how cold',
      'how cool',
      'how hot is it',
      'how warm is it',
      'how cold is it',
      'what temperature is it',
      'what is the temperature',
      'what temperature',
      'is it warm',
      'is it hot',
      'is it cold',
      'is it cool',
      'is it chilly',
      'is it warm enough',
      'is it too warm',
      'is it too cold',
      'is it too hot',
    ],
    { question: 'value', measure: 'temperature' },
  ],
  [['how humid', 'how humid is it', 'is it humid', 'is it too humid', 'is it dry'], { question: 'value', measure: 'humidity' }],
  [['which', 'which of'], { question: 'which' }],
  [['who', 'who is', 'who are'], { question: 'which', impliesPerson: true }],
  [['what'], { question: 'what' }],
  [['are all', 'is all', 'is every', 'are every', 'are both', 'is each'], { question: 'all' }],
  [['is everyone', 'is everybody', 'are all the people', 'are all people'], { question: 'all', impliesPerson: true }],
  [['is anyone', 'is somebody', 'is someone', 'is anybody', 'anyone', 'anybody'], { question: 'any', impliesPerson: true }],
  [
    [
      'are any',
      'is any',
      'are any of',
      'any',
      'is anything',
      'is something',
      'anything',
      'do i have any',
      'do we have any',
      'have i got any',
      'have we got any',
      'does anything',
      'are some',
      'is there anything',
      'are there some',
    ],
    { question: 'any' },
  ],
  [['is there any', 'are there any', 'is there a', 'is there an', 'is there', 'are there', 'is there some'], { question: 'any', impliesDetected: true }],
  [['is', 'are', 'was', 'were', 'does', 'do', 'has', 'have', 'did', 'is it true that'], { question: 'yes_no' }],
];
for (const [phrases, lead] of questionLeads) for (const p of phrases) QUESTION_LEADS.add(p, lead);

/** Lead words of a question about the past. */
export const HISTORY_LEADS = new PhraseTable<'last' | 'count' | 'list'>();
const historyLeads: Array<['last' | 'count' | 'list', string[]]> = [
  [
    'last',
    [
      'when did',
      'when was',
      'when were',
      'when has',
      'when have',
      'when had',
      'what time did',
      'what time was',
      'what time were',
      'when is the last time',
      'when was the last time',
      'what was the last time',
      'at what time did',
      'when last did',
      'when',
    ],
  ],
  [
    'count',
    [
      'how many times',
      'how often',
      'how many times has',
      'how many times have',
      'how many times did',
      'how many times was',
      'how often has',
      'how often did',
      'how often was',
      'has',
      'have',
      'did',
      'was',
      'were',
    ],
  ],
  [
    'list',
    [
      'history of',
      'history for',
      'the history of',
      'show me the history of',
      'show the history of',
      'what happened to',
      'what happened with',
      'what has happened to',
      'changes of',
      'log of',
      'history',
    ],
  ],
];
for (const [ask, phrases] of historyLeads) for (const p of phrases) HISTORY_LEADS.add(p, ask);

export const PERIODS = new PhraseTable<Period>();
const periods: Array<[Period, string[]]> = [
  [
    'hour',
    [
      'in the last hour',
      'in the past hour',
      'last hour',
      'past hour',
      'this hour',
      'within the hour',
      'within the last hour',
      'in the last 60 minutes',
      'the last hour',
    ],
  ],
  [
    'day',
    [
      'today',
      'tonight',
      'this morning',
      'this afternoon',
      'this evening',
      'in the last 24 hours',
      'in the past 24 hours',
      'last 24 hours',
      'past 24 hours',
      'in the last day',
      'in the past day',
      'past day',
      'since this morning',
    ],
  ],
  [
    'week',
    [
      'this week',
      'in the last week',
      'in the past week',
      'last week',
      'past week',
      'in the last 7 days',
      'in the past 7 days',
      'last 7 days',
      'past 7 days',
      'recently',
      'lately',
      'yesterday',
      'in the last few days',
      'the last week',
    ],
  ],
];
for (const [period, phrases] of periods) for (const p of phrases) PERIODS.add(p, period);

/** Words naming what happened, for history questions. `null` is any change. */
export const EVENTS = new PhraseTable<string | null>();
const events: Array<[string | null, string[]]> = [
  ['open', ['open', 'opened', 'opens', 'opening', 'get opened', 'got opened', 'been opened']],
  ['closed', ['close', 'closed', 'closes', 'shut', 'get closed', 'been closed']],
  [
    'on',
    [
      'turn on',
      'turned on',
      'switched on',
      'switch on',
      'come on',
      'came on',
      'go on',
      'went on',
      'on',
      'been on',
      'been turned on',
      'get turned on',
      'got turned on',
    ],
  ],
  [
    'off',
    ['turn off', 'turned off', 'switched off', 'switch off', 'go off', 'went off', 'off', 'been off', 'been turned off', 'get turned off', 'got turned off'],
  ],
  ['locked', ['lock', 'locked']],
  ['unlocked', ['unlock', 'unlocked']],
  ['detected', ['detect', 'detected', 'trigger', 'triggered', 'tripped', 'sense', 'sensed', 'see', 'saw', 'notice', 'noticed']],
  [
    null,
    [
      'change',
      'changed',
      'changes',
      'change state',
      'changed state',
      'switch',
      'switched',
      'toggle',
      'toggled',
      'update',
      'updated',
      'been used',
      'used',
      'do anything',
      'happen',
    ],
  ],
];
for (const [event, phrases] of events) for (const p of phrases) EVENTS.add(p, event);

/** A state word from the lexicon by its phrase ("open", "detected"). */
export function stateWord(phrase: string): StateWord {
  const m = STATES.match(tokenize(phrase), 0);
  const found = m?.values.find((w) => w.phrase === phrase) ?? m?.values[0];
  if (!found) throw new Error(`no state word ${phrase}`);
  return found;
}

/** A noun from the lexicon by its phrase ("light", "temperature"). */
export function noun(phrase: string): NounSense {
  const m = NOUNS.match(tokenize(phrase), 0);
  const found = m?.values[0];
  if (!found) throw new Error(`no noun ${phrase}`);
  return found;
}

/** Greetings and thanks that need no device at all. */
export const SMALL_TALK = new Set([
  'hi',
  'hello',
  'hey',
  'thank',
  'thanks',
  'you',
  'cheer',
  'cheers',
  'good',
  'morning',
  'evening',
  'afternoon',
  'night',
  'ok',
  'okay',
  'great',
  'bye',
  'goodbye',
  'ta',
  'nice',
  'cool',
  'perfect',
  'awesome',
  'much',
  'very',
  'so',
  'no',
  'nope',
  'yes',
  'yeah',
  'yep',
  'sure',
]);

/** Every word the sentence grammar uses, so that typo correction never "corrects" one into a name. */
export function grammarWords(): Set<string> {
  const tables = [POLITE, COMMAND_LEADS, PARTICLES, UNSUPPORTED_LEADS, UNSUPPORTED_WORDS, QUESTION_WRAPPERS, QUESTION_LEADS, HISTORY_LEADS, PERIODS, EVENTS];
  const words = new Set<string>(SMALL_TALK);
  for (const t of tables) for (const w of t.words) words.add(w);
  return words;
}
