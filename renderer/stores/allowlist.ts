/**
 * The household's unsaved changes to what the assistant may read and control — the two switches and
 * the two lists — saved together by the one Save bar. The rules the pickers follow are here, not in
 * components: control ⊆ read (RFC-0019: unticking a read entity unticks its control), and only
 * light/switch entities can be ticked for control. Main enforces both again on save.
 */
import { create } from 'zustand';
import { domainOf, isControllableDomain } from '../lib/entities.js';
import { t } from '../i18n/index.js';

export interface AllowlistState {
  /** Saved lists and switches, as main last returned them. */
  savedRead: string[];
  savedControl: string[];
  savedEnabled: boolean;
  savedControlEnabled: boolean;
  /** The switches as the household has set them (saved with the lists). */
  enabled: boolean;
  controlEnabled: boolean;
  read: string[];
  control: string[];
  readSet: ReadonlySet<string>;
  controlSet: ReadonlySet<string>;
  /** Set after an import, until saved or discarded. */
  importNote: string | null;
  syncSaved: (read: readonly string[], control: readonly string[], switches?: Switches) => void;
  /** After a successful save: what main stored is both the saved and the current lists. */
  adopt: (read: readonly string[], control: readonly string[], switches?: Switches) => void;
  setEnabled: (on: boolean) => void;
  setControlEnabled: (on: boolean) => void;
  setRead: (ids: readonly string[], on: boolean) => void;
  setControl: (ids: readonly string[], on: boolean) => void;
  replace: (read: readonly string[], control: readonly string[], note: string | null) => void;
  discard: () => void;
}

export interface Switches {
  enabled: boolean;
  controlEnabled: boolean;
}

type Compared = Pick<AllowlistState, 'read' | 'control' | 'savedRead' | 'savedControl'> &
  Partial<Pick<AllowlistState, 'enabled' | 'controlEnabled' | 'savedEnabled' | 'savedControlEnabled'>>;

function switchesDirty(state: Compared): boolean {
  return state.enabled !== state.savedEnabled || state.controlEnabled !== state.savedControlEnabled;
}

/** The pending changes, named for the Save bar: "Reading: turn on", "2 added to read"… */
export function pendingChanges(state: Compared): string[] {
  const out: string[] = [];
  if (state.enabled !== state.savedEnabled) out.push(t(state.enabled ? 'pending.readOn' : 'pending.readOff'));
  if (state.controlEnabled !== state.savedControlEnabled) out.push(t(state.controlEnabled ? 'pending.controlOn' : 'pending.controlOff'));
  const count = (now: readonly string[], saved: readonly string[]) => {
    const a = new Set(now);
    const b = new Set(saved);
    return { added: [...a].filter((id) => !b.has(id)).length, removed: [...b].filter((id) => !a.has(id)).length };
  };
  const read = count(state.read, state.savedRead);
  const control = count(state.control, state.savedControl);
  if (read.added > 0) out.push(t('pending.shared', { count: read.added }));
  if (read.removed > 0) out.push(t('pending.unshared', { count: read.removed }));
  if (control.added > 0) out.push(t('pending.allowed', { count: control.added }));
  if (control.removed > 0) out.push(t('pending.disallowed', { count: control.removed }));
  return out;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

export function isDirty(state: Compared): boolean {
  return !sameList(state.read, state.savedRead) || !sameList(state.control, state.savedControl) || switchesDirty(state);
}

/** How many entities were added to and removed from each list. */
export function changeCount(state: Compared): number {
  const diff = (now: readonly string[], saved: readonly string[]) => {
    const a = new Set(now);
    const b = new Set(saved);
    let n = 0;
    for (const id of a) if (!b.has(id)) n++;
    for (const id of b) if (!a.has(id)) n++;
    return n;
  };
  return (
    diff(state.read, state.savedRead) +
    diff(state.control, state.savedControl) +
    (state.enabled !== state.savedEnabled ? 1 : 0) +
    (state.controlEnabled !== state.savedControlEnabled ? 1 : 0)
  );
}

function lists(read: string[], control: string[]) {
  return { read, control, readSet: new Set(read), controlSet: new Set(control) };
}

export const useAllowlist = create<AllowlistState>((set, get) => ({
  savedRead: [],
  savedControl: [],
  read: [],
  control: [],
  readSet: new Set(),
  controlSet: new Set(),
  importNote: null,
  savedEnabled: false,
  savedControlEnabled: false,
  enabled: false,
  controlEnabled: false,

  syncSaved(read, control, switches) {
    const before = get();
    const listsDirty = !sameList(before.read, before.savedRead) || !sameList(before.control, before.savedControl);
    const togglesDirty = switchesDirty(before);
    set({ savedRead: [...read], savedControl: [...control] });
    // Keep the household's unsaved changes; otherwise mirror what main has.
    if (!listsDirty) set({ ...lists([...read], [...control]), importNote: null });
    if (switches !== undefined) {
      set({ savedEnabled: switches.enabled, savedControlEnabled: switches.controlEnabled });
      if (!togglesDirty) set({ enabled: switches.enabled, controlEnabled: switches.controlEnabled });
    }
  },

  adopt(read, control, switches) {
    set({ savedRead: [...read], savedControl: [...control], ...lists([...read], [...control]), importNote: null });
    if (switches !== undefined)
      set({ savedEnabled: switches.enabled, savedControlEnabled: switches.controlEnabled, enabled: switches.enabled, controlEnabled: switches.controlEnabled });
  },

  setEnabled(on) {
    set({ enabled: on });
  },

  setControlEnabled(on) {
    set({ controlEnabled: on });
  },

  setRead(ids, on) {
    const { read, control, readSet } = get();
    if (on) {
      const added = ids.filter((id) => !readSet.has(id));
      if (added.length === 0) return;
      set(lists([...read, ...added], control));
    } else {
      const removing = new Set(ids);
      // RFC-0019: controllable_entities ⊆ allowlisted_entities — control goes with read.
      set(
        lists(
          read.filter((id) => !removing.has(id)),
          control.filter((id) => !removing.has(id)),
        ),
      );
    }
  },

  setControl(ids, on) {
    const { read, control, readSet, controlSet } = get();
    if (on) {
      const added = ids.filter((id) => readSet.has(id) && !controlSet.has(id) && isControllableDomain(domainOf(id)));
      if (added.length === 0) return;
      set(lists(read, [...control, ...added]));
    } else {
      const removing = new Set(ids);
      set(
        lists(
          read,
          control.filter((id) => !removing.has(id)),
        ),
      );
    }
  },

  replace(read, control, note) {
    const readList = [...new Set(read)];
    const readSet = new Set(readList);
    const controlList = [...new Set(control)].filter((id) => readSet.has(id) && isControllableDomain(domainOf(id)));
    set({ ...lists(readList, controlList), importNote: note });
  },

  discard() {
    const { savedRead, savedControl, savedEnabled, savedControlEnabled } = get();
    set({ ...lists([...savedRead], [...savedControl]), importNote: null, enabled: savedEnabled, controlEnabled: savedControlEnabled });
  },
}));
