import { Global, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import Redis, { Cluster } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { FixedWindowMemoryStorage } from './fixed-window-memory.storage';
import { FixedWindowRedisStorage } from './fixed-window-redis.storage';
import { RATE_LIMIT_WINDOW_MS } from './bucket-throttler.guard';

/** Owns the Redis connection, if any, so it is closed on shutdown. */
class RedisConnection implements OnApplicationShutdown {
  constructor(readonly client: Redis | Cluster | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.client?.quit().catch(() => this.client?.disconnect());
  }
}

@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, RedisConnection],
      useFactory: (config: AppConfig, redis: RedisConnection) => {
        const memory = new FixedWindowMemoryStorage();
        return {
          throttlers: [{ name: 'default', ttl: RATE_LIMIT_WINDOW_MS, limit: config.rateLimitPerMinute }],
          storage: redis.client ? new FixedWindowRedisStorage(redis.client, memory) : memory,
        };
      },
    }),
  ],
  providers: [
    {
      provide: RedisConnection,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        if (!config.redisUrl) return new RedisConnection(null);
        const options = {
          // Never queue a hit while Redis is away: fall back to counting locally.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          commandTimeout: 500,
          lazyConnect: false,
        };
        const client = config.redisCluster
          ? clusterClient(config.redisUrl, options)
          : new Redis(config.redisUrl, options);
        const logger = new Logger('Redis');
        client.on('error', (error) => logger.warn(`Redis: ${error.message}`));
        return new RedisConnection(client);
      },
    },
  ],
  exports: [ThrottlerModule, RedisConnection],
})
export class RateLimitModule {}

/**
 * A Redis Cluster from one of its nodes (the others, and which slots each serves, are asked from it); MOVED and ASK
 * redirections are followed. A bucket is one key, so every command names one slot.
 */
function clusterClient(
  url: string,
  options: { enableOfflineQueue: boolean; maxRetriesPerRequest: number; commandTimeout: number },
): Cluster {
  const node = new URL(url.replace(/^redis\+cluster:/, 'redis:'));
  return new Cluster([{ host: node.hostname, port: Number(node.port || 6379) }], {
    enableOfflineQueue: options.enableOfflineQueue,
    // A moved slot (resharding, a failover) is followed up to this many times, then the hit is counted locally.
    maxRedirections: 4,
    slotsRefreshTimeout: 1_000,
    redisOptions: {
      maxRetriesPerRequest: options.maxRetriesPerRequest,
      commandTimeout: options.commandTimeout,
      username: node.username ? decodeURIComponent(node.username) : undefined,
      password: node.password ? decodeURIComponent(node.password) : undefined,
      tls: url.startsWith('rediss') ? {} : undefined,
    },
  });
}
