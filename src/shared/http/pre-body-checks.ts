import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

/** What a route checks from its headers alone, before any byte of its body is read; it answers by sending a reply. */
export type PreBodyCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The checks routes name with @PreBodyCheckOf(name); their owners register them at start. */
    preBodyChecks: Map<string, PreBodyCheck>;
  }
}

const CONFIG_KEY = 'preBodyCheck';

/** Marks a route to run the named check in its own onRequest hook (no other route pays for it). */
export const PreBodyCheckOf = (name: string): MethodDecorator => RouteConfig({ [CONFIG_KEY]: name });

/**
 * Gives each route that names a check a route-level onRequest hook running it. The check is looked up when a
 * request comes: its owner registers it once the application's providers exist, after the routes.
 */
export function installPreBodyChecks(fastify: FastifyInstance): void {
  fastify.decorate('preBodyChecks', new Map<string, PreBodyCheck>());
  fastify.addHook('onRoute', (route) => {
    const name = (route.config as Record<string, unknown> | undefined)?.[CONFIG_KEY];
    if (typeof name !== 'string') return;
    const hook: onRequestHookHandler = async function (request, reply) {
      const check = fastify.preBodyChecks.get(name);
      if (!check) throw new Error(`no pre-body check named ${name} was registered`);
      await check(request, reply);
      if (reply.sent) return reply;
    };
    const existing =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...existing, hook];
  });
}
