/** RFC-0003's Confirmation Model: read_only/local needs none; every other cell needs confirmation. */
import type { Classification, NetworkClass, SideEffect } from '../../../common/contract/types.js';

export function classify(side_effect: SideEffect, network: NetworkClass): Classification {
  const confirmation = side_effect === 'read_only' && network === 'local' ? 'none' : 'required';
  return { side_effect, network, confirmation };
}
