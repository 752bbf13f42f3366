import { UrlRefusal, checkPublicHttpUrl, describeRefusal, publicHttpUrl } from './public-url';

describe('checkPublicHttpUrl', () => {
  it.each<[string, UrlRefusal]>([
    ['http://127.0.0.1/a.png', 'non-public-host'],
    ['http://127.0.0.1./a.png', 'non-public-host'],
    ['http://2130706433/', 'non-public-host'],
    ['http://0x7f.1/', 'non-public-host'],
    ['http://0177.0.0.1/', 'non-public-host'],
    ['http://127.1/', 'non-public-host'],
    ['http://[::1]/', 'non-public-host'],
    ['http://[::]/', 'non-public-host'],
    ['http://[::ffff:127.0.0.1]/', 'non-public-host'],
    ['http://[::ffff:7f00:1]/', 'non-public-host'],
    ['http://[::ffff:a9fe:a9fe]/', 'non-public-host'],
    ['http://[::127.0.0.1]/', 'non-public-host'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'non-public-host'],
    ['http://[2002:7f00:1::]/', 'non-public-host'],
    ['http://169.254.169.254/latest/meta-data/', 'non-public-host'],
    ['http://10.0.0.1/', 'non-public-host'],
    ['http://192.168.1.10/', 'non-public-host'],
    ['http://172.16.0.1/', 'non-public-host'],
    ['http://172.31.255.255/', 'non-public-host'],
    ['http://100.64.0.1/', 'non-public-host'],
    ['http://0.0.0.0/', 'non-public-host'],
    ['http://255.255.255.255/', 'non-public-host'],
    ['http://224.0.0.1/', 'non-public-host'],
    ['http://192.0.2.1/', 'non-public-host'],
    ['http://[fe80::1]/', 'non-public-host'],
    ['http://[fc00::1]/', 'non-public-host'],
    ['http://[fd12:3456::1]/', 'non-public-host'],
    ['http://[2001:db8::1]/', 'non-public-host'],
    ['http://[ff02::1]/', 'non-public-host'],
    ['http://localhost:3000/x.jpg', 'non-public-host'],
    ['http://LOCALHOST./', 'non-public-host'],
    ['http://foo.localhost/', 'non-public-host'],
    ['http://metadata.google.internal/', 'non-public-host'],
    ['http://printer.local/', 'non-public-host'],
    ['http://router.lan/', 'non-public-host'],
    ['http://nas.home.arpa/', 'non-public-host'],
    ['http://wiki.intranet/', 'non-public-host'],
    ['http://metadata/', 'non-public-host'],
    ['http://intranet./', 'non-public-host'],
    ['https://user:pass@cdn.example.com/a.jpg', 'credentials'],
    ['https://user@cdn.example.com/a.jpg', 'credentials'],
    ['https://:pass@cdn.example.com/a.jpg', 'credentials'],
    ['ftp://cdn.example.com/a.jpg', 'not-http-url'],
    ['javascript:alert(1)', 'not-http-url'],
    ['data:image/png;base64,AAAA', 'not-http-url'],
    ['file:///etc/passwd', 'not-http-url'],
    ['/relative/a.png', 'not-http-url'],
    ['http://', 'not-http-url'],
    ['', 'not-http-url'],
    [`https://cdn.example.com/${'a'.repeat(2049 - 'https://cdn.example.com/'.length)}`, 'too-long'],
  ])('refuses %s (%s)', (value, reason) => {
    expect(checkPublicHttpUrl(value)).toEqual({ ok: false, reason });
    expect(publicHttpUrl(value)).toBeNull();
  });

  it('counts the 2049-character case above as one over the bound', () => {
    const atBound = `https://cdn.example.com/${'a'.repeat(2048 - 'https://cdn.example.com/'.length)}`;
    expect(atBound).toHaveLength(2048);
    expect(checkPublicHttpUrl(atBound)).toEqual({ ok: true, url: atBound });
    expect(checkPublicHttpUrl(`${atBound}a`)).toEqual({ ok: false, reason: 'too-long' });
  });

  it('bounds the normalised URL too, and takes another bound', () => {
    // 'é' becomes '%C3%A9': 20 characters given, 30 once normalised.
    expect(checkPublicHttpUrl(`https://a.example/${'é'.repeat(2)}`, 25)).toEqual({ ok: false, reason: 'too-long' });
    expect(checkPublicHttpUrl('https://a.example/abc', 25)).toEqual({ ok: true, url: 'https://a.example/abc' });
    expect(checkPublicHttpUrl('https://a.example/abcdefghij', 25)).toEqual({ ok: false, reason: 'too-long' });
  });

  it.each([undefined, null, 42, {}, ['https://cdn.example.com/a.jpg']])('refuses the non-string %j', (value) => {
    expect(checkPublicHttpUrl(value)).toEqual({ ok: false, reason: 'not-http-url' });
  });

  it.each([
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['http://93.184.216.34/x.png', 'http://93.184.216.34/x.png'],
    ['https://[2606:4700::1111]/', 'https://[2606:4700::1111]/'],
    ['https://example.com:8443/p?q=1#f', 'https://example.com:8443/p?q=1#f'],
    ['HTTPS://CDN.Example.COM:443/a b.jpg', 'https://cdn.example.com/a%20b.jpg'],
    ['https://example.com', 'https://example.com/'],
    ['https://example.com./a.png', 'https://example.com./a.png'],
    ['https://bücher.example/a.png', 'https://xn--bcher-kva.example/a.png'],
    ['http://8.8.8.8/', 'http://8.8.8.8/'],
    ['http://[::ffff:93.184.216.34]/', 'http://[::ffff:5db8:d822]/'],
  ])('accepts %s as %s', (value, normalised) => {
    expect(checkPublicHttpUrl(value)).toEqual({ ok: true, url: normalised });
    expect(publicHttpUrl(value)).toBe(normalised);
  });
});

describe('describeRefusal', () => {
  it('names the rule in a short phrase', () => {
    expect(describeRefusal('not-http-url')).toBe('must be an http(s) URL of at most 2048 characters');
    expect(describeRefusal('too-long', 100)).toBe('must be an http(s) URL of at most 100 characters');
    expect(describeRefusal('credentials')).toBe('must not carry a user name or password');
    expect(describeRefusal('non-public-host')).toBe(
      'must point to a public host (loopback, private, link-local and metadata addresses are refused)',
    );
  });
});
