/**
 * Test hook for the picker benchmark: when a page defines `window.__sovereignPerf` (the bench
 * does, before load), the picker records how long each keystroke took from the input event to
 * the committed, updated list. Absent in normal use: then nothing is recorded.
 */

interface PerfSink {
  picker?: number[];
}

function sink(): PerfSink | undefined {
  return (globalThis as { __sovereignPerf?: PerfSink }).__sovereignPerf;
}

let started: number | null = null;

export function markFilterStart(): void {
  if (sink() !== undefined) started = performance.now();
}

export function markFilterCommitted(): void {
  const target = sink();
  if (target === undefined || started === null) return;
  (target.picker ??= []).push(performance.now() - started);
  if (target.picker.length > 10_000) target.picker.shift();
  started = null;
}
