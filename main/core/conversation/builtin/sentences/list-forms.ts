/**
 * A list key may spell its forms as alternatives (docs/architecture.md §6.2b, "Lists carry codes"):
 * `"allumé(|e|s|es)"` is "allumé", "allumée", "allumés", "allumées", every one meaning the same
 * code — so a language whose states and kinds agree in gender and number lists a word once, not
 * four times. A key without `(` is one phrase, as before; groups are not nested.
 */
export function listForms(key: string): string[] {
  const open = key.indexOf('(');
  if (open < 0) return [key];
  const close = key.indexOf(')', open);
  if (close < 0) return [key];
  const head = key.slice(0, open);
  const rest = listForms(key.slice(close + 1));
  const forms: string[] = [];
  for (const option of key.slice(open + 1, close).split('|')) for (const tail of rest) forms.push(`${head}${option}${tail}`);
  return forms;
}
