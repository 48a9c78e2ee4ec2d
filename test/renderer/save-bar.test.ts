/** Switches are pending changes like ticks, and the Save bar names each. */
import { describe, expect, it } from 'vitest';
import { isDirty, pendingChanges, useAllowlist } from '../../renderer/stores/allowlist.js';

describe('one Save bar', () => {
  it('a switch alone is an unsaved change, named; discarding puts it back', () => {
    const store = useAllowlist.getState();
    store.adopt(['light.porch'], [], { enabled: true, controlEnabled: false });
    expect(isDirty(useAllowlist.getState())).toBe(false);
    useAllowlist.getState().setEnabled(false);
    useAllowlist.getState().setControlEnabled(true);
    useAllowlist.getState().setRead(['light.kitchen'], true);
    expect(isDirty(useAllowlist.getState())).toBe(true);
    expect(pendingChanges(useAllowlist.getState())).toEqual(['Turn reading off', 'Turn control on', '1 shared with the assistant']);
    useAllowlist.getState().discard();
    expect(useAllowlist.getState().enabled).toBe(true);
    expect(isDirty(useAllowlist.getState())).toBe(false);
  });

  it('a fresh config from main does not overwrite a switch the household has changed', () => {
    useAllowlist.getState().adopt([], [], { enabled: false, controlEnabled: false });
    useAllowlist.getState().setEnabled(true);
    useAllowlist.getState().syncSaved([], [], { enabled: false, controlEnabled: false });
    expect(useAllowlist.getState().enabled).toBe(true);
  });
});
