/** Typed configuration, parsed once at boot by `loadConfig`. Also the DI token. */
export class AppConfig {
  port!: number;
  host!: string;
  /** PostgreSQL connection string; undefined means the embedded database. */
  databaseUrl?: string;
  /** Folder of the embedded database. */
  dataDir!: string;
  redisUrl?: string;
  publicBaseUrl!: string;
  errorsBaseUrl!: string;
  logLevel!: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy!: boolean;
  rateLimitPerMinute!: number;
  ingestRateLimitPerMinute!: number;
  generationQuietPeriodSeconds!: number;
  /** How often each instance looks for due generation jobs. */
  generationPollIntervalMs!: number;
  /** How long a verified API key or webhook token is trusted without asking the database. */
  credentialCacheSeconds!: number;
  llm?: { baseUrl: string; apiKey: string; model: string; timeoutMs: number };
}
