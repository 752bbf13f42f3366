import * as net from 'node:net';

/** A port the system reports free on `host` now (PORT=0's choice, made before the service names its own URLs). */
export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}
