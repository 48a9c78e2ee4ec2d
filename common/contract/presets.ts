/**
 * Ready-made choices the settings window offers. UI data, not wire format: nothing in main
 * decides by them (the assistant settings validate whatever URL is saved).
 */

/** Ready-made endpoints for common local servers (DESIGN §5). */
export const ASSISTANT_PRESETS = [
  { id: 'ollama', label: 'Ollama', base_url: 'http://127.0.0.1:11434/v1' },
  { id: 'llama-cpp', label: "llama.cpp's server", base_url: 'http://127.0.0.1:8080/v1' },
  { id: 'lm-studio', label: 'LM Studio', base_url: 'http://127.0.0.1:1234/v1' },
] as const;
