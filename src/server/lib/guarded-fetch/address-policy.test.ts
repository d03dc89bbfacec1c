import { describe, expect, it } from 'vitest';
import { checkTarget, isForbiddenAddress, type TargetRules } from './address-policy';

const FORBIDDEN = {
  unspecified: ['0.0.0.0', '0.1.2.3', '::'],
  loopback: ['127.0.0.1', '127.255.255.254', '::1'],
  private: ['10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', 'fc00::1', 'fd12:3456::1'],
  linkLocal: ['169.254.169.254', '169.254.0.1', 'fe80::1', 'febf::1'],
  cgnat: ['100.64.0.1', '100.127.255.254'],
  multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1', 'ff05::1:3'],
  broadcastAndReserved: ['255.255.255.255', '240.0.0.1', '192.0.0.8'],
  documentation: ['192.0.2.1', '198.51.100.7', '203.0.113.9', '2001:db8::1', '3fff::1'],
  benchmarking: ['198.18.0.1', '198.19.255.1', '2001:2::1'],
  ipv4Mapped: ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254'],
  ipv4Compatible: ['::127.0.0.1', '::7f00:1', '::8.8.8.8'],
  translated: ['::ffff:0:7f00:1', '::ffff:0:808:808'],
  nat64: ['64:ff9b::7f00:1', '64:ff9b::a00:1', '64:ff9b:1::808:808'],
  sixToFour: ['2002:7f00:1::', '2002:a00:1::1', '2002:c0a8:101::'],
  teredoAndOthers: ['2001::1', '2001:10::1', '100::1', 'fec0::1', '5f00::1'],
  zoned: ['fe80::1%eth0'],
  notAnAddress: ['', 'localhost', '1.2.3', '::g'],
};

const ALLOWED = [
  '93.184.216.34',
  '8.8.8.8',
  '1.1.1.1',
  '172.32.0.1', // just past 172.16/12
  '100.128.0.1', // just past 100.64/10
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '::ffff:8.8.8.8', // mapped forms of public addresses are judged by that address
  '64:ff9b::808:808',
  '2002:808:808::1',
];

describe('isForbiddenAddress', () => {
  for (const [range, addresses] of Object.entries(FORBIDDEN)) {
    it(`refuses ${range}`, () => {
      for (const address of addresses) expect(isForbiddenAddress(address), address).toBe(true);
    });
  }

  it('allows global unicast addresses', () => {
    for (const address of ALLOWED) expect(isForbiddenAddress(address), address).toBe(false);
  });
});

describe('checkTarget', () => {
  const rules: TargetRules = { allowPrivateHosts: false, allowedPorts: [80, 443] };
  const reason = (url: string, r = rules) => {
    const checked = checkTarget(url, r);
    return checked.ok ? 'ok' : checked.reason;
  };

  it('accepts http and https on the default ports', () => {
    expect(reason('https://www.example.com/recipe?id=1')).toBe('ok');
    expect(reason('http://example.com:80/')).toBe('ok');
    expect(reason('http://example.com:443/')).toBe('ok');
  });

  it('refuses other schemes, credentials, other ports and relative addresses', () => {
    expect(reason('ftp://example.com/')).toBe('scheme ftp:');
    expect(reason('file:///etc/passwd')).toBe('scheme file:');
    expect(reason('javascript:alert(1)')).toBe('scheme javascript:');
    expect(reason('gopher://example.com:70/')).toBe('scheme gopher:');
    expect(reason('https://user:secret@example.com/')).toBe('credentials in address');
    expect(reason('https://user@example.com/')).toBe('credentials in address');
    expect(reason('http://example.com:8080/')).toBe('port 8080');
    expect(reason('http://example.com:22/')).toBe('port 22');
    expect(reason('/recipes/1')).toBe('not an absolute address');
    expect(reason(`https://example.com/${'a'.repeat(5000)}`)).toBe('address too long');
  });

  it('opens configured ports, and any port with allowPrivateHosts', () => {
    expect(reason('http://example.com:8080/', { ...rules, allowedPorts: [80, 443, 8080] })).toBe(
      'ok',
    );
    expect(reason('http://127.0.0.1:5173/', { ...rules, allowPrivateHosts: true })).toBe('ok');
  });

  it('judges IP literals in every encoding after WHATWG parsing', () => {
    for (const host of [
      '0x7f000001',
      '2130706433',
      '0177.0.0.1',
      '127.1',
      '0x7f.1',
      '127.0.0.1.',
      '%31%32%37.0.0.1',
      '[::ffff:127.0.0.1]',
      '[::1]',
      '[::ffff:7f00:1]',
      '0.0.0.0',
      '0',
    ]) {
      expect(reason(`http://${host}/`), host).toMatch(/^forbidden address /);
    }
    expect(reason('http://[::ffff:127.0.0.1]/')).toBe('forbidden address ::ffff:7f00:1');
    expect(reason('http://8.8.8.8/')).toBe('ok');
    expect(reason('http://[2606:4700:4700::1111]/')).toBe('ok');
  });

  it('lets trusted addresses and (with allowPrivateHosts) every address through', () => {
    expect(reason('http://127.0.0.2/', { ...rules, trustedAddresses: ['127.0.0.2'] })).toBe('ok');
    expect(reason('http://127.0.0.1/', { ...rules, trustedAddresses: ['127.0.0.2'] })).toMatch(
      /forbidden/,
    );
    expect(reason('http://[::1]/', { ...rules, allowPrivateHosts: true })).toBe('ok');
  });
});
