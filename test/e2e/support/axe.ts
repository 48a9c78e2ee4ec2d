/** axe-core in the page (the context needs `bypassCSP: true`: the page's CSP allows no injected script). */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/** Moderate, serious and critical axe violations on the page as it is now (moderate ones — heading order, repeated names — are what a screen reader user trips over first). */
export async function axe(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(`typeof window.axe !== 'undefined'`))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate<Violation[]>(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`);
  return violations
    .filter((v) => v.impact === 'moderate' || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: [${v.impact}] ${v.id} — ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
