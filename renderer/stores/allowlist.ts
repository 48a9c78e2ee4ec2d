/**
 * The household's unsaved picks for the two allowlists. The rules the pickers follow are here,
 * not in components: control ⊆ read (RFC-0019: unticking a read entity unticks its control), and
 * only light/switch entities can be ticked for control. Main enforces both again on save.
 */
import { create } from 'zustand';
import { domainOf, isControllableDomain } from '../lib/entities.js';

export interface AllowlistState {
  /** Saved lists, as main last returned them. */
  savedRead: string[];
  savedControl: string[];
  read: string[];
  control: string[];
  readSet: ReadonlySet<string>;
  controlSet: ReadonlySet<string>;
  /** Set after an import, until saved or discarded. */
  importNote: string | null;
  syncSaved: (read: readonly string[], control: readonly string[]) => void;
  /** After a successful save: what main stored is both the saved and the current lists. */
  adopt: (read: readonly string[], control: readonly string[]) => void;
  setRead: (ids: readonly string[], on: boolean) => void;
  setControl: (ids: readonly string[], on: boolean) => void;
  replace: (read: readonly string[], control: readonly string[], note: string | null) => void;
  discard: () => void;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

export function isDirty(state: Pick<AllowlistState, 'read' | 'control' | 'savedRead' | 'savedControl'>): boolean {
  return !sameList(state.read, state.savedRead) || !sameList(state.control, state.savedControl);
}

/** How many entities were added to and removed from each list. */
export function changeCount(state: Pick<AllowlistState, 'read' | 'control' | 'savedRead' | 'savedControl'>): number {
  const diff = (now: readonly string[], saved: readonly string[]) => {
    const a = new Set(now);
    const b = new Set(saved);
    let n = 0;
    for (const id of a) if (!b.has(id)) n++;
    for (const id of b) if (!a.has(id)) n++;
    return n;
  };
  return diff(state.read, state.savedRead) + diff(state.control, state.savedControl);
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

  syncSaved(read, control) {
    const wasDirty = isDirty(get());
    set({ savedRead: [...read], savedControl: [...control] });
    // Keep the household's unsaved picks; otherwise mirror what main has.
    if (!wasDirty) set({ ...lists([...read], [...control]), importNote: null });
  },

  adopt(read, control) {
    set({ savedRead: [...read], savedControl: [...control], ...lists([...read], [...control]), importNote: null });
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
      set(lists(read.filter((id) => !removing.has(id)), control.filter((id) => !removing.has(id))));
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
      set(lists(read, control.filter((id) => !removing.has(id))));
    }
  },

  replace(read, control, note) {
    const readList = [...new Set(read)];
    const readSet = new Set(readList);
    const controlList = [...new Set(control)].filter((id) => readSet.has(id) && isControllableDomain(domainOf(id)));
    set({ ...lists(readList, controlList), importNote: note });
  },

  discard() {
    const { savedRead, savedControl } = get();
    set({ ...lists([...savedRead], [...savedControl]), importNote: null });
  },
}));
