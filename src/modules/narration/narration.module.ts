import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { LanguageModelComposer } from './adapters/composers/language-model-composer';
import { OpenAiChatCompletionsClient } from './adapters/composers/model-clients/openai-chat-completions';
import { TemplateComposer } from './adapters/composers/template-composer';
import { EntryComposer } from './domain/entry-composer';

/** Writes a day digest as an entry: the built-in writers, or a language model when one is configured. */
@Module({
  providers: [
    {
      provide: EntryComposer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.llm
          ? new LanguageModelComposer(
              { contextChars: config.llm.contextChars, maxWords: config.generationMaxWords },
              new OpenAiChatCompletionsClient(config.llm),
            )
          : new TemplateComposer(config.generationMaxWords),
    },
  ],
  exports: [EntryComposer],
})
export class NarrationModule {}
