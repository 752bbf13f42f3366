/** Typed configuration, parsed once at boot by `loadConfig`. Also the DI token. */
export class AppConfig {
  port!: number;
  host!: string;
  /** PostgreSQL connection string; undefined means the embedded database. */
  databaseUrl?: string;
  /**
   * DATABASE_POOLER=transaction: DATABASE_URL goes through a transaction-mode pooler (PgBouncer), so pooled
   * connections carry no named prepared statement and no session setting (startup parameters included).
   */
  databasePooler?: 'transaction';
  /** DATABASE_DIRECT_URL (default DATABASE_URL): a connection of its own for LISTEN, session advisory locks, migrations. */
  databaseDirectUrl?: string;
  /** DATABASE_READ_URL: a streaming replica for the read API's reads and the change feed (unset: the primary). */
  databaseReadUrl?: string;
  /** Folder of the embedded database. */
  dataDir!: string;
  redisUrl?: string;
  /** REDIS_URL names one node of a Redis Cluster (`redis+cluster://` or REDIS_CLUSTER=true): the others are discovered. */
  redisCluster!: boolean;
  publicBaseUrl!: string;
  errorsBaseUrl!: string;
  logLevel!: string;
  /** LOG_FORMAT: `json` or `human`; unset, human lines when standard output is a terminal, JSON otherwise. */
  logFormat?: 'json' | 'human';
  /**
   * Behind reverse proxies: how many hops of X-Forwarded-For are trusted (the client address is the one the outermost
   * trusted proxy appended); false: the header is not read.
   */
  trustProxy!: false | number;
  /** Hosts (names, IP addresses or CIDR ranges) event endpoints may point at although they are not public (EVENT_DELIVERY_ALLOWED_HOSTS). */
  eventDeliveryAllowedHosts!: string[];
  rateLimitPerMinute!: number;
  /** Failed authentications per minute per client address, over every kind of credential (its own budget: raising a key's rate never raises it). */
  authFailureLimitPerMinute!: number;
  ingestRateLimitPerMinute!: number;
  /** Admin API calls per minute per operator token. */
  adminRateLimitPerMinute!: number;
  generationQuietPeriodSeconds!: number;
  /** Raw payloads of generated days older than this many days are dropped by whole partitions; null keeps them. */
  artifactRetentionDays!: number | null;
  /** How often each instance looks for due generation jobs. */
  generationPollIntervalMs!: number;
  /** How often each instance dispatches new changes as events and sends the deliveries due. */
  eventDeliveryPollIntervalMs!: number;
  /** How long a verified API key or webhook token is trusted without asking the database. */
  credentialCacheSeconds!: number;
  /** Memory for cached read answers, in MB (0: every answer read from the database). */
  readCacheMegabytes!: number;
  /** Seals stored signing secrets (AES-256-GCM); embedded mode keeps a key file in DATA_DIR instead. */
  secretEncryptionKey?: Buffer;
  /** A request's headers and body must arrive within this. */
  requestTimeoutSeconds!: number;
  /** PostgreSQL connections of one instance's pool. */
  databasePoolSize!: number;
  /** Concurrent connections one instance accepts. */
  maxConnections!: number;
  /** Word budget of a generated entry, on every composer's path. */
  generationMaxWords!: number;
  /** GET /metrics (Prometheus): off unless enabled; a bearer token guards it when set. */
  metrics!: { enabled: boolean; token?: string };
  llm?: {
    baseUrl: string;
    apiKey: string;
    model: string;
    timeoutMs: number;
    /** Characters of day digest given to the model. */ contextChars: number;
  };
}
