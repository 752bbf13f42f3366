import { Global, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { FixedWindowMemoryStorage } from './fixed-window-memory.storage';
import { FixedWindowRedisStorage } from './fixed-window-redis.storage';
import { RATE_LIMIT_WINDOW_MS } from './bucket-throttler.guard';

/** Owns the Redis connection, if any, so it is closed on shutdown. */
class RedisConnection implements OnApplicationShutdown {
  constructor(readonly client: Redis | null) {}

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
        const client = new Redis(config.redisUrl, {
          // Never queue a hit while Redis is away: fall back to counting locally.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          commandTimeout: 500,
          lazyConnect: false,
        });
        const logger = new Logger('Redis');
        client.on('error', (error) => logger.warn(`Redis: ${error.message}`));
        return new RedisConnection(client);
      },
    },
  ],
  exports: [ThrottlerModule, RedisConnection],
})
export class RateLimitModule {}
