import { DeliveryTargets } from './delivery-targets';

describe('DeliveryTargets', () => {
  it('allows public addresses and nothing private unless the settings name it', () => {
    const none = new DeliveryTargets([]);
    expect(none.allowsAddress('hooks.example.com', '93.184.216.34')).toBe(true);
    expect(none.allowsAddress('hooks.example.com', '2606:2800:220:1::1')).toBe(true);
    for (const address of ['127.0.0.1', '10.0.0.7', '169.254.169.254', '::1', '::ffff:127.0.0.1', 'fd00::1', '0.0.0.0'])
      expect([address, none.allowsAddress('rebound.example.com', address)]).toEqual([address, false]);
    expect(none.allowsHost('localhost')).toBe(false);
  });

  it('allows the host names, addresses and CIDR ranges it is given, and only those', () => {
    const targets = new DeliveryTargets([
      'receiver.internal',
      '127.0.0.1',
      '10.1.0.0/16',
      '[::1]',
      'fd00::/8',
      'not/a/range',
    ]);
    expect(targets.allowsHost('Receiver.Internal.')).toBe(true);
    expect(targets.allowsAddress('receiver.internal', '10.9.9.9')).toBe(true);
    expect(targets.allowsAddress('other.internal', '127.0.0.1')).toBe(true);
    expect(targets.allowsAddress('other.internal', '::ffff:127.0.0.1')).toBe(true);
    expect(targets.allowsAddress('other.internal', '10.1.200.3')).toBe(true);
    expect(targets.allowsAddress('other.internal', '10.2.0.1')).toBe(false);
    expect(targets.allowsHost('[::1]')).toBe(true);
    expect(targets.allowsAddress('x.internal', 'fd12::5')).toBe(true);
    expect(targets.allowsAddress('x.internal', '127.0.0.2')).toBe(false);
    expect(targets.allowsHost('10.1.4.4')).toBe(true);
    expect(targets.allowsHost('192.168.0.1')).toBe(false);
  });
});
