// @ts-check
/**
 * `sovereign-i18n/no-literal-strings` (docs/architecture.md §7b): a component carries no words of
 * its own. Every word a person reads comes from the catalogue (`t()`, `rich()`), so a missing
 * translation fails a test instead of showing English. Flagged in JSX: text with a letter in it, a
 * string (or a template with words) as a child, and the same as the value of an attribute a person
 * reads or hears (title, aria-label, placeholder, alt, label, …). Not flagged: whitespace,
 * punctuation and numbers (`·`, `–`, `{' '}`), class names, ids, test ids and every other
 * attribute.
 */

/** Attributes whose value is shown or spoken. */
export const READ_ATTRIBUTES = new Set([
  'title',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'alt',
  'label',
]);

const LETTER = /\p{L}/u;

/** @param {import('estree').Node | null | undefined} node */
function wordsIn(node) {
  if (node === null || node === undefined) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return LETTER.test(node.value) ? node.value : null;
  if (node.type === 'TemplateLiteral') {
    const text = node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('');
    return LETTER.test(text) ? text : null;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralStrings = {
  meta: {
    type: 'problem',
    docs: { description: 'Words in components come from the catalogue (t(), rich()), never from literal strings.' },
    schema: [],
    messages: {
      text: 'Literal text "{{text}}" in a component: put it in common/i18n/en.ts and use t() or rich().',
      attribute: 'Literal {{name}}="{{text}}": a person reads it, so it comes from the catalogue (t()).',
    },
  },
  create(context) {
    const short = (/** @type {string} */ text) => text.trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      /** @param {any} node */
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, messageId: 'text', data: { text: short(node.value) } });
      },
      /** @param {any} node */
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        const words = wordsIn(node.expression);
        if (words !== null) context.report({ node, messageId: 'text', data: { text: short(words) } });
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name;
        if (!READ_ATTRIBUTES.has(name) || node.value === null) return;
        const words = node.value.type === 'JSXExpressionContainer' ? wordsIn(node.value.expression) : wordsIn(node.value);
        if (words !== null) context.report({ node, messageId: 'attribute', data: { name, text: short(words) } });
      },
    };
  },
};

export default { meta: { name: 'sovereign-i18n' }, rules: { 'no-literal-strings': noLiteralStrings } };
