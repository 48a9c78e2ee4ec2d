/**
 * What the assistant's Test learned of the server (issue 17): which server it is and its version,
 * whether the chosen model can call tools — and, when it can't, the models that can, one click
 * away — plus a warning when the home list makes the prompt too big for small models.
 */
import type { AssistantServerReport } from '../../common/contract/types.js';
import { Note } from '../components/Note.js';

const KIND_LABEL: Record<AssistantServerReport['kind'], string> = {
  ollama: 'Ollama',
  'llama.cpp': "llama.cpp's server",
  'lm-studio': 'LM Studio',
  vllm: 'vLLM',
  other: 'An OpenAI-compatible server',
};

/** What to do when the server can't (or won't say whether it can) use tools with this model. */
const NO_TOOLS_HINT: Record<AssistantServerReport['kind'], string> = {
  ollama: 'None of the installed models says it can use tools. Install one that can (for example qwen2.5 or llama3.1) with "ollama pull".',
  'llama.cpp': 'Start llama-server with --jinja and a model whose chat template supports tools.',
  'lm-studio': 'Load a model with native tool use (the hammer badge in LM Studio).',
  vllm: 'Start vLLM with --enable-auto-tool-choice and the --tool-call-parser for this model.',
  other: 'Choose a model that supports tool calling.',
};

const UNKNOWN_HINT: Record<AssistantServerReport['kind'], string> = {
  ollama: 'Ollama does not know this model — is it installed?',
  'llama.cpp': 'llama-server does not say whether its model can use tools; it needs --jinja and a tool-capable chat template.',
  'lm-studio': 'LM Studio does not list this model.',
  vllm: 'vLLM does not say whether tools work: it must be started with --enable-auto-tool-choice and a --tool-call-parser for this model.',
  other: 'This server does not say whether the model can use tools. If answers fail, choose a model with tool support.',
};

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
          Server: {KIND_LABEL[server.kind]}
          {server.version !== null ? ` ${server.version}` : ''}
        </p>
      ) : null}
      {server && server.model_tools === 'yes' ? (
        <p className="muted" data-testid="model-tools" data-tools="yes">
          <strong>{model}</strong> can use tools.
        </p>
      ) : null}
      {server && server.model_tools !== 'yes' ? (
        <Note tone="warn" testId="model-tools" role={server.model_tools === 'no' ? 'alert' : 'status'}>
          <p data-tools={server.model_tools}>
            {server.model_tools === 'no' ? (
              <>
                <strong>{model}</strong> can’t use tools, which this app needs to read or switch anything.
              </>
            ) : (
              UNKNOWN_HINT[server.kind]
            )}
          </p>
          {server.tool_models.length > 0 ? (
            <div className="preset-row" role="group" aria-label="Models that can use tools" data-testid="tool-models">
              {server.tool_models.map((m) => (
                <button key={m} type="button" className="chip" onClick={() => onPick(m)}>
                  Use {m}
                </button>
              ))}
            </div>
          ) : server.model_tools === 'no' ? (
            <p>{NO_TOOLS_HINT[server.kind]}</p>
          ) : null}
        </Note>
      ) : null}
      {prompt?.large ? (
        <Note tone="warn" testId="prompt-size-warning">
          With {prompt.entities} shared devices the assistant’s instructions are about {Math.round(prompt.bytes / 1024)} KB. Small models may struggle with that
          much: share fewer devices, or use a larger model.
        </Note>
      ) : null}
    </div>
  );
}
