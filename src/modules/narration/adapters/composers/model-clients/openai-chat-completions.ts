import type { LanguageModelClient, ModelPrompt } from '../language-model-client';

export interface OpenAiChatCompletionsSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/**
 * An OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM,
 * llama.cpp): `POST {baseUrl}/chat/completions`, a bearer key when one is set.
 */
export class OpenAiChatCompletionsClient implements LanguageModelClient {
  constructor(
    private readonly settings: OpenAiChatCompletionsSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async complete(prompt: ModelPrompt): Promise<string> {
    const response = await this.fetchImpl(`${this.settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.settings.model,
        temperature: 0.3,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
      }),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`endpoint answered ${response.status}`);
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== 'string') throw new Error('answer has no message content');
    return text;
  }
}
