import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeliveryTargets } from '../../domain/delivery-targets';
import { SafeHttpEventSender } from './safe-http-event-sender';

class QuickSender extends SafeHttpEventSender {
  protected override readonly timeoutMs = 300;
}

/** Sends to a real local server: what is refused never reaches it, and no answer holds an attempt past its limits. */
describe('SafeHttpEventSender', () => {
  let server: http.Server;
  let port: number;
  let requests: number;
  let behaviour: (response: http.ServerResponse) => void;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requests++;
      request.resume();
      request.on('end', () => behaviour(response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  beforeEach(() => {
    requests = 0;
    behaviour = (response) => response.writeHead(204).end();
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  const sender = (allowed: string[], Sender = SafeHttpEventSender) =>
    new Sender({ targets: new DeliveryTargets(allowed), publicBaseUrl: 'https://diary.test', pollIntervalMs: 1000 });
  const send = (allowed: string[], host = '127.0.0.1', Sender = SafeHttpEventSender) =>
    sender(allowed, Sender).send(
      `http://${host}:${port}/hook`,
      { 'content-type': 'application/json' },
      '{"type":"ping"}',
    );

  it('refuses a private address, whether written in the URL or resolved from a name, without connecting', async () => {
    expect(await send([])).toMatchObject({ status: null, error: 'refused: 127.0.0.1 is not a public address' });
    // localhost resolves to loopback addresses: the address connected to is what is checked, not the name.
    expect(await send([], 'localhost')).toMatchObject({ status: null, error: expect.stringContaining('refused') });
    expect(await send([], '[::ffff:127.0.0.1]')).toMatchObject({
      status: null,
      error: expect.stringContaining('refused'),
    });
    expect(requests).toBe(0);
  });

  it('delivers to what the settings allow, by address or by name, and says how long it took', async () => {
    const sent = await send(['127.0.0.1']);
    expect(sent).toMatchObject({ status: 204, error: null });
    expect(sent.durationMs).toBeGreaterThan(0);
    expect(await send(['localhost'], 'localhost')).toMatchObject({ status: 204 });
    expect(requests).toBe(2);
  });

  it('answers the status of a redirect without following it', async () => {
    behaviour = (response) => response.writeHead(307, { location: `http://127.0.0.1:${port}/elsewhere` }).end();
    expect(await send(['127.0.0.1'])).toMatchObject({ status: 307 });
    expect(requests).toBe(1);
  });

  it('stops reading an endless answer after its limit, and gives up on a silent endpoint at its deadline', async () => {
    behaviour = (response) => {
      response.writeHead(200);
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const pump = () => {
        while (!response.destroyed && response.write(chunk));
        if (!response.destroyed) response.once('drain', pump);
      };
      pump();
    };
    expect(await send(['127.0.0.1'])).toMatchObject({ status: 200, error: null });
    behaviour = () => undefined;
    expect(await send(['127.0.0.1'], '127.0.0.1', QuickSender)).toMatchObject({
      status: null,
      error: 'no answer within 0.3 s',
    });
  });

  it('refuses what is not http(s), and says why a connection failed', async () => {
    expect(await sender(['127.0.0.1']).send('ftp://127.0.0.1/x', {}, '')).toMatchObject({
      error: 'refused: only http and https endpoints are sent to',
    });
    expect(await sender(['127.0.0.1']).send('http://127.0.0.1:1/x', {}, '')).toMatchObject({
      status: null,
      error: expect.stringContaining('could not connect'),
    });
  });
});
