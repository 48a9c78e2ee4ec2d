/**
 * The peer evaluation's floor (see peer-eval.ts for the data, its licence and attribution:
 * home-assistant/intents, CC BY 4.0). `PRINT_EVAL=1` prints the full table and every failure;
 * `PRINT_EVAL=dev` lists only failures on the development (even-index) split.
 */
import { describe, expect, it } from 'vitest';
import { PEER_DATA_PATH, formatReport, loadPeerData, runEval } from './peer-eval.js';

const HELD_OUT_FLOOR = 0.9;
const data = loadPeerData();
const required = process.env.CI === 'true';

describe('peer evaluation: Home Assistant intents English test sentences', () => {
  if (!data) {
    it.skipIf(!required)(`needs ${PEER_DATA_PATH}`, () => {
      throw new Error(`peer data missing: ${PEER_DATA_PATH} (required when CI=true)`);
    });
    if (!required) console.warn(`peer evaluation skipped: ${PEER_DATA_PATH} is absent`);
    return;
  }

  const report = runEval(data);
  const print = process.env.PRINT_EVAL;
  if (print === '1' || print === 'dev') console.log(formatReport(report, print === 'dev' ? 'dev' : 'all'));

  it('keeps held-out in-scope accuracy (no satellite context) at or above 90%', () => {
    const { n, pass } = report.headline.held_out;
    expect(n).toBeGreaterThan(100);
    expect(pass / n).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });

  it('evaluates both splits and reports satellite-context cases apart', () => {
    expect(report.headline.dev.n).toBeGreaterThan(100);
    expect(report.context.dev.n + report.context.held_out.n).toBeGreaterThan(0);
    expect(report.cases.every((c) => c.context === false || c.split === 'dev' || c.split === 'held_out')).toBe(true);
  });
});
