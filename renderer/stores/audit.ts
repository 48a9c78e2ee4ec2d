/** The activity view: counters per capability since their date, and the recent events. */
import { create } from 'zustand';
import type { AuditSummary } from '../../common/contract/types.js';
import { sovereign } from '../bridge/install.js';
import { requestErrorSentence } from '../lib/request-errors.js';

export interface AuditState {
  summary: AuditSummary | null;
  loading: boolean;
  error: string | null;
  load: () => Promise<void>;
}

export const useAudit = create<AuditState>((set) => ({
  summary: null,
  loading: false,
  error: null,
  async load() {
    set({ loading: true });
    try {
      set({ summary: await sovereign().audit.summary(), error: null, loading: false });
    } catch (reason) {
      set({ error: requestErrorSentence(reason), loading: false });
    }
  },
}));
