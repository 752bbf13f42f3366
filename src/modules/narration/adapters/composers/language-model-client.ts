/** What the composer asks a model: the standing instructions and the day's context. */
export interface ModelPrompt {
  system: string;
  user: string;
}

/**
 * The transport to one language-model provider (one file a provider in
 * `model-clients/`): sends a prompt, answers the model's text. It throws on any
 * failure (status, timeout, an answer without text); the composer falls back.
 * Prompt building, answer reading, the word budget and the fallback are not its
 * business.
 */
export interface LanguageModelClient {
  complete(prompt: ModelPrompt): Promise<string>;
}
