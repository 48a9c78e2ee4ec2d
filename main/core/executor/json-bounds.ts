/**
 * The one bound on the shape of model output (DESIGN §3: an engine only proposes, and what it
 * proposes is data of any shape). Checked without recursion where that output enters — the
 * OpenAI-compatible engine's `parseArguments` (tool calls, and calls written as text) and the
 * executor before stage 2, for any engine — so nothing after it (zod, `JSON.stringify`, the repeat
 * key, the canonical JSON a confirmation is bound to) can be walked off the end of the stack.
 *
 * Why these numbers: every capability's arguments are one flat object of a few scalars (RFC-0018,
 * RFC-0019), depth 1 and under ten values. 32 levels leave room for any sane tool shape while
 * staying far below where a recursive walker fails (thousands of frames); 10,000 values bound the
 * work every later copy and comparison does to a few milliseconds, where the 1 MiB answer cap alone
 * would allow about 500,000.
 */
export const MAX_ARGUMENT_DEPTH = 32;
export const MAX_ARGUMENT_NODES = 10_000;

/** Which bound a value passes, or null when it is within both. A scalar has depth 0, `{}` depth 1. */
export function argumentBoundExceeded(value: unknown): 'depth' | 'nodes' | null {
  // Values are counted as they are pushed, so a wide array is refused before it is copied onto the stack.
  let nodes = 1;
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, depth } = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth + 1 > MAX_ARGUMENT_DEPTH) return 'depth';
    // Own enumerable values, as JSON.stringify and zod see them; a cycle ends at the node count.
    const children = Array.isArray(v) ? v : Object.values(v);
    nodes += children.length;
    if (nodes > MAX_ARGUMENT_NODES) return 'nodes';
    for (const child of children) stack.push({ value: child, depth: depth + 1 });
  }
  return null;
}

/** The placeholder that stands for arguments past a bound: no capability's schema accepts it. */
export function unboundedPlaceholder(exceeded: 'depth' | 'nodes'): { invalid_arguments: string } {
  return {
    invalid_arguments:
      exceeded === 'depth' ? `(nested more than ${MAX_ARGUMENT_DEPTH} levels deep; not read)` : `(more than ${MAX_ARGUMENT_NODES} values; not read)`,
  };
}
