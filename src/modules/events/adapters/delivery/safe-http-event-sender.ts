import * as dns from 'node:dns';
import * as http from 'node:http';
import * as https from 'node:https';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Injectable } from '@nestjs/common';
import type { DeliveryTargets } from '../../domain/delivery-targets';
import { EventSender, SentEvent } from '../../application/event-sender';
import { EventSettings } from '../../application/event-settings';

/** The whole attempt (resolving, connecting, sending, the answer) ends after this. */
export const DELIVERY_TIMEOUT_MS = 15_000;
/** Of an endpoint's answer only the status matters: at most this much of its body is read before the socket closes. */
export const DELIVERY_ANSWER_MAX_BYTES = 64 * 1024;

class RefusedTarget extends Error {}

/** A lookup that hands the connection only addresses the targets allow: the one checked is the one connected to. */
function checkedLookup(targets: DeliveryTargets): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const allowed = found.filter((entry) => targets.allowsAddress(hostname, entry.address));
      if (allowed.length === 0)
        return callback(new RefusedTarget(`${hostname} resolves to a non-public address`), '', 0);
      if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, allowed);
      callback(null, allowed[0].address, allowed[0].family);
    });
  };
}

/**
 * Sends events over plain http(s) with the guards an outbound webhook needs: only to allowed addresses (checked on
 * the address connected to, so DNS rebinding gains nothing), no redirects followed (Node's client follows none), no
 * connection reuse, one deadline for the whole attempt, at most 64 KB of the answer read.
 */
@Injectable()
export class SafeHttpEventSender extends EventSender {
  /** The limits, as fields: a test gives itself shorter ones. */
  protected readonly timeoutMs: number = DELIVERY_TIMEOUT_MS;
  protected readonly answerMaxBytes: number = DELIVERY_ANSWER_MAX_BYTES;

  constructor(private readonly settings: EventSettings) {
    super();
  }

  send(url: string, headers: Record<string, string>, body: string): Promise<SentEvent> {
    const started = performance.now();
    const ended = (status: number | null, error: string | null): SentEvent => ({
      status,
      error,
      durationMs: performance.now() - started,
    });
    const targets = this.settings.targets;
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return Promise.resolve(ended(null, 'the endpoint URL is not valid'));
    }
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !targets.allowsAddress(literal, literal))
      return Promise.resolve(ended(null, `refused: ${literal} is not a public address`));
    const client = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
    if (!client) return Promise.resolve(ended(null, 'refused: only http and https endpoints are sent to'));

    return new Promise((resolve) => {
      let settled = false;
      const settle = (status: number | null, error: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        request.destroy();
        resolve(ended(status, error));
      };
      const request = client.request(target, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
        lookup: checkedLookup(targets),
      });
      const deadline = setTimeout(() => settle(null, `no answer within ${this.timeoutMs / 1000} s`), this.timeoutMs);
      request.on('socket', (socket) =>
        socket.once('connect', () => {
          // Belt and braces: whatever path the connection took, the address it reached must be allowed.
          const address = socket.remoteAddress;
          if (address && !targets.allowsAddress(literal, address))
            settle(null, `refused: connected to ${address}, not a public address`);
        }),
      );
      request.on('response', (answer) => {
        let read = 0;
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read >= this.answerMaxBytes) settle(answer.statusCode ?? null, null);
        });
        answer.on('end', () => settle(answer.statusCode ?? null, null));
        answer.on('error', () => settle(answer.statusCode ?? null, null));
      });
      request.on('error', (error) =>
        settle(
          null,
          error instanceof RefusedTarget ? `refused: ${error.message}` : `could not connect: ${error.message}`,
        ),
      );
      request.end(body);
    });
  }
}
