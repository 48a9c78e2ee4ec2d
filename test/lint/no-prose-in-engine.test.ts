/**
 * docs/architecture.md §7b ("One voice"): the conversation engines and the turn loop pick catalogue
 * messages and their arguments; no sentence is written in their TypeScript. This scans every
 * string and template literal under main/core/conversation/ for prose — three or more words that
 * read as a sentence (a capital first, or a sentence's punctuation) — and fails on any outside the
 * documented allow-list. Not prose: catalogue keys, ids and codes, regular expressions, the
 * English `message` of an Error (DESIGN §2: for the API and logs, never shown to the household),
 * and the words a parser matches (lower-case phrases without a sentence's punctuation).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const ENGINE = join(ROOT, 'main', 'core', 'conversation');

/**
 * Files that may hold prose, and why. Each entry is a reason someone could check; a language's
 * replies leave this list when they move to the catalogue.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  // What the language-model engine tells the model (its instructions and tool descriptions): read by a model, never by the household.
  'main/core/conversation/openai/messages.ts': 'the model’s instructions',
  'main/core/conversation/openai/tools.ts': 'tool descriptions for the model',
  // Requests the shared grammar reads (a follow-up rewritten into canonical English), never said.
  'main/core/conversation/builtin/conversation-words.ts': 'canonical requests for the parser',
  // German kind nouns ("Lichter und Schalter") start with a capital as German nouns do; word forms, not sentences.
  // Settings validation: the API's English `message` and `details` (DESIGN §2); the windows word them by code and field.
  'main/core/conversation/openai/assistant-config-service.ts': 'API messages of the assistant settings',
  'main/core/conversation/openai/base-url.ts': 'API messages of the assistant settings',
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Three words or more that read as a sentence: a capital first, or a sentence's punctuation. */
export function looksLikeProse(text: string): boolean {
  const words = text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  if (words.length < 3 || !/\p{L}{2,}\s+\p{L}{2,}/u.test(text)) return false;
  return /^\s*\p{Lu}\p{Ll}/u.test(text) || /[.!?:;—–]\s*$/u.test(text) || /[,;]\s+\p{L}/u.test(text) || /[.!?]\s+\p{Lu}/u.test(text);
}

/** The callee of `new X(…)` or `X(…)` as written, for telling an Error's message apart. */
function calleeName(node: ts.Node): string {
  if (ts.isNewExpression(node) || ts.isCallExpression(node)) return node.expression.getText();
  return '';
}

/** Prose literals of one file, as "line: text". */
export function proseIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node, inError: boolean): void => {
    const error = inError || ((ts.isNewExpression(node) || ts.isCallExpression(node)) && /Error$|^failure$/.test(calleeName(node)));
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' … ')
          : null;
    if (literal !== null && !error && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && looksLikeProse(literal)) {
      found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${literal.slice(0, 80)}`);
    }
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, (child) => visit(child, error));
    else node.templateSpans.forEach((s) => visit(s.expression, error));
  };
  visit(source, false);
  return found;
}

describe('no prose in the conversation engines and the turn loop', () => {
  it('every sentence they say is a catalogue message', () => {
    const findings = sources(ENGINE)
      .map((file) => relative(ROOT, file).split('\\').join('/'))
      .filter((file) => !(file in ALLOWED))
      .flatMap((file) => proseIn(join(ROOT, file)).map((hit) => `${file}:${hit}`));
    expect(findings).toEqual([]);
  });

  it('finds a sentence put back, and passes keys, codes, patterns, parser phrases and Error messages', () => {
    const code = (body: string) => proseIn('planted.ts', body);
    expect(code("const reply = 'I can only turn lights and switches on or off.';")).toHaveLength(1);
    expect(code('const reply = `Turned on ${name}, and the rest is done`;')).toHaveLength(1);
    expect(code("const r = capitalize('nothing was changed in the end.');")).toHaveLength(1);
    expect(code("say(voice, 'reply.action.notAllowed', { state: 'on' });")).toEqual([]);
    expect(code("const code = 'HOME_ASSISTANT_TLS_ERROR'; const id = 'light.kitchen_ceiling';")).toEqual([]);
    expect(code("const words = ['turn on the', 'in this room', 'what time is it'];")).toEqual([]);
    expect(code('const re = /^(?:my|our|your) lights are on$/i;')).toEqual([]);
    expect(code("throw new AssistantAnswerError('ASSISTANT_BAD_RESPONSE', `the assistant at ${label} sent an answer, oddly.`);")).toEqual([]);
  });

  it('the allow-list names only files that exist', () => {
    for (const file of Object.keys(ALLOWED)) expect(() => statSync(join(ROOT, file)), file).not.toThrow();
  });
});
