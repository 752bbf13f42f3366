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
  /** A request's headers and body must arrive within this. */
  requestTimeoutSeconds!: number;
  /** PostgreSQL connections of one instance's pool. */
  databasePoolSize!: number;
  /** Concurrent connections one instance accepts. */
  maxConnections!: number;
  /** Word budget of a generated entry, on every composer's path. */
  generationMaxWords!: number;
  llm?: { baseUrl: string; apiKey: string; model: string; timeoutMs: number; /** Characters of day digest given to the model. */ contextChars: number };
}
