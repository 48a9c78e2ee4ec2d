/** The household's words for a history file that couldn't be used at start (main sends the code and the file's fate). */
import type { HistoryProblem } from '../../common/contract/types.js';
import { t } from '../i18n/index.js';

export function historyProblemSentence(problem: HistoryProblem): string {
  return t('history.unreadable', { reason: problem.reason, keptAs: problem.kept_as ?? 'none' });
}
