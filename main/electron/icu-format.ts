/**
 * A small ICU MessageFormat formatter for the Electron main process: arguments (`{name}`,
 * `{n, number}`), `plural` (with `=N`, the language's categories and `#`) and `select`, and ICU's
 * apostrophe quoting. The windows use FormatJS (react-intl); it is a development dependency
 * bundled into the renderer by Vite, while the main process is plain `tsc` output packaged with
 * production dependencies only — so FormatJS is not there at run time, and adding a dependency is
 * not on. test/electron/shell-words.test.ts checks this formatter against FormatJS on every
 * message of every catalogue it can format (those without markup tags).
 */

type Part =
  string | { kind: 'arg'; name: string; number: boolean } | { kind: 'pound' } | { kind: 'plural' | 'select'; name: string; options: Map<string, Part[]> };

export type IcuValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

class Parser {
  #i = 0;
  constructor(readonly text: string) {}

  /** Parts up to the end, or up to the `}` that closes the enclosing option (not consumed). */
  parts(inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let literal = '';
    const flush = () => {
      if (literal !== '') parts.push(literal);
      literal = '';
    };
    while (this.#i < this.text.length) {
      const c = this.text[this.#i]!;
      if (c === '}') break;
      if (c === "'") {
        literal += this.#quoted(inPlural);
        continue;
      }
      if (c === '{') {
        flush();
        parts.push(this.#argument());
        continue;
      }
      if (c === '#' && inPlural) {
        flush();
        parts.push({ kind: 'pound' });
        this.#i++;
        continue;
      }
      literal += c;
      this.#i++;
    }
    flush();
    return parts;
  }

  /** ICU quoting: `''` is one apostrophe; `'` before `{`, `}` (or `#` in a plural) starts quoted text. */
  #quoted(inPlural: boolean): string {
    const next = this.text[this.#i + 1];
    if (next === "'") {
      this.#i += 2;
      return "'";
    }
    if (next === '{' || next === '}' || (inPlural && next === '#')) {
      let out = '';
      this.#i++;
      while (this.#i < this.text.length) {
        const c = this.text[this.#i]!;
        if (c === "'") {
          if (this.text[this.#i + 1] === "'") {
            out += "'";
            this.#i += 2;
            continue;
          }
          this.#i++;
          return out;
        }
        out += c;
        this.#i++;
      }
      return out;
    }
    this.#i++;
    return "'";
  }

  #word(): string {
    this.#space();
    const start = this.#i;
    while (this.#i < this.text.length && !/[\s,{}]/.test(this.text[this.#i]!)) this.#i++;
    return this.text.slice(start, this.#i);
  }

  #space(): void {
    while (this.#i < this.text.length && /\s/.test(this.text[this.#i]!)) this.#i++;
  }

  #expect(c: string): void {
    this.#space();
    if (this.text[this.#i] !== c) throw new SyntaxError(`expected "${c}" at ${this.#i} in ${JSON.stringify(this.text)}`);
    this.#i++;
  }

  #argument(): Part {
    this.#expect('{');
    const name = this.#word();
    this.#space();
    if (this.text[this.#i] === '}') {
      this.#i++;
      return { kind: 'arg', name, number: false };
    }
    this.#expect(',');
    const type = this.#word();
    this.#space();
    if (type === 'number' && this.text[this.#i] === '}') {
      this.#i++;
      return { kind: 'arg', name, number: true };
    }
    if (type !== 'plural' && type !== 'select') throw new SyntaxError(`unsupported argument type "${type}" in ${JSON.stringify(this.text)}`);
    this.#expect(',');
    const options = new Map<string, Part[]>();
    for (;;) {
      this.#space();
      if (this.text[this.#i] === '}') {
        this.#i++;
        break;
      }
      const selector = this.#word();
      if (selector === '') throw new SyntaxError(`an option without a selector in ${JSON.stringify(this.text)}`);
      this.#expect('{');
      options.set(selector, this.parts(type === 'plural'));
      this.#expect('}');
    }
    if (!options.has('other')) throw new SyntaxError(`"${name}" has no "other" option in ${JSON.stringify(this.text)}`);
    return { kind: type, name, options };
  }
}

const parsed = new Map<string, Part[]>();

function parse(message: string): Part[] {
  let parts = parsed.get(message);
  if (parts === undefined) {
    const parser = new Parser(message);
    parts = parser.parts(false);
    parsed.set(message, parts);
  }
  return parts;
}

function render(parts: readonly Part[], values: IcuValues, locale: string, count: number | null): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.kind === 'pound') out += count === null ? '#' : new Intl.NumberFormat(locale).format(count);
    else if (part.kind === 'arg') {
      const value = values[part.name];
      out +=
        part.number && typeof value === 'number'
          ? new Intl.NumberFormat(locale).format(value)
          : value === undefined || value === null
            ? `{${part.name}}`
            : String(value);
    } else if (part.kind === 'select') {
      const key = String(values[part.name]);
      out += render(part.options.get(key) ?? part.options.get('other')!, values, locale, count);
    } else {
      const n = Number(values[part.name]);
      const chosen = part.options.get(`=${n}`) ?? part.options.get(new Intl.PluralRules(locale).select(n)) ?? part.options.get('other')!;
      out += render(chosen, values, locale, n);
    }
  }
  return out;
}

/** `message` with `values` put in, by the plural rules and number format of `locale`. */
export function formatIcu(message: string, values: IcuValues = {}, locale = 'en'): string {
  return render(parse(message), values, locale, null);
}
