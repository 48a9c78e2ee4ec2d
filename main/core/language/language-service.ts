/**
 * The language of every window and of the engine (docs/architecture.md §7b): the setting, Home
 * Assistant's configured language as last learnt, and this computer's languages, put together by
 * {@link chooseLanguage}. Home Assistant's language arrives with its other facts
 * (`InstanceFacts`, from every successful contact), which await this learning, so a turn started
 * after it speaks the new language; it is kept on disk, and every open window is told
 * (`language.changed`) when the language it speaks changes.
 */
import { localeFor, type Language } from '../../../common/languages.js';
import type { LanguageChoice, LanguageView } from '../../../common/contract/types.js';
import { cleanTag, type LanguageFile, type LanguageFileRead, type LanguageSettings } from '../storage/language-file.js';
import { chooseLanguage } from './choose-language.js';

export interface LanguageServiceOptions {
  file: LanguageFile;
  /** The operating system's preferred language tags, most preferred first (the shell's or the host's). */
  systemLanguages: () => readonly string[];
  /** Called with the new view whenever the spoken language, the setting or its reasons change. */
  onChange: (view: LanguageView) => void;
}

export class LanguageService {
  readonly #options: LanguageServiceOptions;
  #loaded: Promise<LanguageFileRead> | null = null;
  #settings: LanguageSettings | null = null;
  #problem: LanguageView['problem'] = null;
  /** Writes one after another, so the last change always lands last. */
  #writing: Promise<void> = Promise.resolve();
  #learning: Promise<void> = Promise.resolve();

  constructor(options: LanguageServiceOptions) {
    this.#options = options;
  }

  async view(): Promise<LanguageView> {
    const settings = await this.#load();
    const system = this.#system();
    const decision = chooseLanguage({ choice: settings.choice, homeAssistant: settings.home_assistant, system });
    const locale = localeFor(decision.language, [settings.home_assistant, ...system]);
    return { choice: settings.choice, ...decision, home_assistant: settings.home_assistant, locale, problem: this.#problem };
  }

  /** The language the engine answers in now (the same choice every window makes). */
  async languageOf(): Promise<Language> {
    return (await this.view()).language;
  }

  /** Saves the household's setting; a choice made clears an earlier unreadable-file notice. */
  async set(choice: LanguageChoice): Promise<LanguageView> {
    const settings = await this.#load();
    this.#settings = { ...settings, choice };
    this.#problem = null;
    await this.#save();
    const view = await this.view();
    this.#options.onChange(view);
    return view;
  }

  /**
   * Home Assistant's configured `language`, from a successful `/api/config`. Never throws: a failed
   * write only means it is learnt again next time.
   */
  learnHomeAssistant(tag: unknown): Promise<void> {
    // One after another, and remembered, so closing waits for a write still under way.
    const learning = this.#learning.then(() => this.#learn(tag));
    this.#learning = learning;
    return learning;
  }

  /** Resolves once every write started has landed (or failed): the data folder is then quiet. */
  async close(): Promise<void> {
    await this.#learning;
    await this.#writing;
  }

  async #learn(tag: unknown): Promise<void> {
    const cleaned = cleanTag(tag);
    if (cleaned === null) return;
    try {
      const before = await this.view();
      if (before.home_assistant === cleaned) return;
      this.#settings = { ...(await this.#load()), home_assistant: cleaned };
      await this.#save();
      const after = await this.view();
      this.#options.onChange(after);
    } catch {
      // Kept in memory for this run; the next successful answer tries the write again.
    }
  }

  #system(): readonly string[] {
    try {
      return this.#options.systemLanguages();
    } catch {
      return [];
    }
  }

  async #load(): Promise<LanguageSettings> {
    if (this.#settings !== null) return this.#settings;
    this.#loaded ??= this.#options.file.read();
    const read = await this.#loaded;
    if (this.#settings === null) {
      this.#settings = read.settings;
      this.#problem = read.problem;
    }
    return this.#settings;
  }

  async #save(): Promise<void> {
    const settings = this.#settings!;
    const write = this.#writing.then(() => this.#options.file.write(settings));
    this.#writing = write.catch(() => undefined);
    await write;
  }
}

/**
 * This computer's languages as the browser host's process sees them: `LANGUAGE` (a `:` list),
 * then `LC_ALL`, `LC_MESSAGES`, `LANG` (`de_CH.UTF-8`). The POSIX `C` locale names no language
 * and is passed over; with nothing here the browser window's own `navigator.languages` decide.
 */
export function processLanguages(env: NodeJS.ProcessEnv = process.env): string[] {
  const tags: string[] = [];
  for (const value of [env['LANGUAGE'], env['LC_ALL'], env['LC_MESSAGES'], env['LANG']]) {
    if (typeof value !== 'string') continue;
    for (const part of value.split(':')) {
      const tag = part.split('.')[0]!.split('@')[0]!;
      if (tag !== '' && tag !== 'C' && tag !== 'POSIX') tags.push(tag);
    }
  }
  return tags;
}
