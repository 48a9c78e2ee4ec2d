/**
 * What the assistant's Test learned of the server (docs/architecture.md §6.3 rule 6): which server
 * it is and its version, whether the chosen model can call tools — and, when it can't, the models
 * that can, one click away — plus a warning when the home list makes the prompt too big for small
 * models.
 */
import type { AssistantServerReport } from '../../common/contract/types.js';
import type { ReactNode } from 'react';
import { Note } from '../components/Note.js';
import { rich, t, type MessageId } from '../i18n/index.js';

const KIND_LABEL: Record<AssistantServerReport['kind'], MessageId> = {
  ollama: 'server.kind.ollama',
  'llama.cpp': 'server.kind.llamacpp',
  'lm-studio': 'server.kind.lmstudio',
  vllm: 'server.kind.vllm',
  other: 'server.kind.other',
};

/** What to do when the server can't (or won't say whether it can) use tools with this model. */
const NO_TOOLS_HINT: Record<AssistantServerReport['kind'], MessageId> = {
  ollama: 'server.noTools.ollama',
  'llama.cpp': 'server.noTools.llamacpp',
  'lm-studio': 'server.noTools.lmstudio',
  vllm: 'server.noTools.vllm',
  other: 'server.noTools.other',
};

const UNKNOWN_HINT: Record<AssistantServerReport['kind'], MessageId> = {
  ollama: 'server.unknown.ollama',
  'llama.cpp': 'server.unknown.llamacpp',
  'lm-studio': 'server.unknown.lmstudio',
  vllm: 'server.unknown.vllm',
  other: 'server.unknown.other',
};

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function ServerReport({
  server,
  model,
  prompt,
  onPick,
}: {
  server: AssistantServerReport | undefined;
  model: string;
  prompt: { entities: number; bytes: number; large: boolean } | undefined;
  onPick: (model: string) => void;
}) {
  return (
    <div className="server-report" data-testid="server-report" data-kind={server?.kind ?? 'other'}>
      {server ? (
        <p className="muted" data-testid="server-kind">
          {t('server.kind', { kind: t(KIND_LABEL[server.kind]), version: server.version ?? 'none' })}
        </p>
      ) : null}
      {server && server.model_tools === 'yes' ? (
        <p className="muted" data-testid="model-tools" data-tools="yes">
          {rich('server.canUseTools', { model, b: bold })}
        </p>
      ) : null}
      {server && server.model_tools !== 'yes' ? (
        <Note tone="warn" testId="model-tools" role={server.model_tools === 'no' ? 'alert' : 'status'}>
          <p data-tools={server.model_tools}>
            {server.model_tools === 'no' ? rich('server.cannotUseTools', { model, b: bold }) : t(UNKNOWN_HINT[server.kind])}
          </p>
          {server.tool_models.length > 0 ? (
            <div className="preset-row" role="group" aria-label={t('server.toolModels')} data-testid="tool-models">
              {server.tool_models.map((m) => (
                <button key={m} type="button" className="chip" onClick={() => onPick(m)}>
                  {t('server.use', { model: m })}
                </button>
              ))}
            </div>
          ) : server.model_tools === 'no' ? (
            <p>{t(NO_TOOLS_HINT[server.kind])}</p>
          ) : null}
        </Note>
      ) : null}
      {prompt?.large ? (
        <Note tone="warn" testId="prompt-size-warning">
          {t('server.promptLarge', { count: prompt.entities, kilobytes: Math.round(prompt.bytes / 1024) })}
        </Note>
      ) : null}
    </div>
  );
}
