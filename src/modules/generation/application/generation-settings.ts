/** What the generation use cases take from configuration; the module provides it (use cases never read config/). */
export abstract class GenerationSettings {
  /** A day is generated once it has received nothing for this long (GENERATION_QUIET_PERIOD_SECONDS). */
  abstract readonly quietPeriodMs: number;
}
