import { canonicalAddress, plainHttpPostAllowed, refusedAddressReason } from './address-policy.js';

const strict = { allowLoopback: false };
const loopbackAllowed = { allowLoopback: true };

describe('refusedAddressReason', () => {
  it.each([
    // public addresses pass
    ['93.184.215.14', null],
    ['8.8.8.8', null],
    ['2606:4700:4700::1111', null],
    ['2a00:1450:4009:81f::200e', null],
    ['::ffff:8.8.8.8', null],
    ['64:ff9b::808:808', null],
    ['2002:808:808::1', null],
    // IPv4 special ranges
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['169.254.169.254', 'linkLocal'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.88.99.1', 'reserved'],
    ['192.175.48.1', 'as112'],
    ['192.52.193.1', 'amt'],
    // odd IPv4 spellings, as a resolver or a literal might give them
    ['2130706433', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['127.1', 'loopback'],
    ['017700000001', 'loopback'],
    ['0xa9.0xfe.0xa9.0xfe', 'linkLocal'],
    ['2852039166', 'linkLocal'],
    // IPv6 special ranges
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['100::1', 'discard'],
    ['2001:db8::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['2001:2::1', 'benchmarking'],
    ['2001:10::1', 'deprecatedOrchid'],
    ['2001:20::1', 'orchid2'],
    ['5f00::1', 'segmentRouting'],
    // IPv6 forms embedding an IPv4 address: checked as that address
    ['::ffff:127.0.0.1', 'ipv4Mapped of 127.0.0.1: loopback'],
    ['::ffff:7f00:1', 'ipv4Mapped of 127.0.0.1: loopback'],
    ['::ffff:169.254.169.254', 'ipv4Mapped of 169.254.169.254: linkLocal'],
    ['::ffff:10.0.0.1', 'ipv4Mapped of 10.0.0.1: private'],
    ['::ffff:0:192.168.0.1', 'rfc6145 of 192.168.0.1: private'],
    ['::127.0.0.1', 'IPv4-compatible IPv6'],
    ['::8.8.8.8', 'IPv4-compatible IPv6'],
    ['::7f00:1', 'IPv4-compatible IPv6'],
    ['64:ff9b::7f00:1', 'rfc6052 of 127.0.0.1: loopback'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052 of 169.254.169.254: linkLocal'],
    ['64:ff9b:1::808:808', 'local NAT64'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1: loopback'],
    ['2002:c0a8:101::1', '6to4 of 192.168.1.1: private'],
    // Teredo: server 65.54.227.120 (public), client stored inverted: ~3f57:fefe = 192.168.1.1
    ['2001:0:4136:e378:8000:63bf:3f57:fefe', 'teredo of 192.168.1.1: private'],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', 'teredo of 10.0.0.1: private'],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', null],
    // not an address at all
    ['localhost', 'not an IP address'],
    ['', 'not an IP address'],
    ['1.2.3.4.5', 'not an IP address'],
  ])('%p -> %p', (address, reason) => {
    expect(refusedAddressReason(address, strict)).toBe(reason);
  });

  it.each(['127.0.0.1', '127.1', '2130706433', '::1', '::ffff:127.0.0.1'])('OUTBOUND_ALLOW_LOOPBACK lets loopback %p through', (address) => {
    expect(refusedAddressReason(address, loopbackAllowed)).toBeNull();
  });

  it.each(['0.0.0.0', '::', '10.0.0.1', '169.254.169.254', 'fd00::1', '::127.0.0.1', '64:ff9b:1::7f00:1'])('OUTBOUND_ALLOW_LOOPBACK loosens nothing else: %p', (address) => {
    expect(refusedAddressReason(address, loopbackAllowed)).not.toBeNull();
  });
});

describe('plainHttpPostAllowed', () => {
  it.each<[string[], boolean]>([
    [['127.0.0.1'], true],
    [['127.255.255.254'], true],
    [['::1'], true],
    [['::ffff:127.0.0.1'], true],
    [['127.0.0.1', '::1'], true],
    // OUTBOUND_ALLOW_LOOPBACK loosens nothing else: a public host still needs https
    [['142.250.180.10'], false],
    [['2a00:1450:4009:81f::200e'], false],
    [['127.0.0.1', '142.250.180.10'], false],
    [['10.0.0.1'], false],
    [[], false],
  ])('with OUTBOUND_ALLOW_LOOPBACK, %p -> %p', (addresses, allowed) => {
    expect(plainHttpPostAllowed(addresses, loopbackAllowed)).toBe(allowed);
  });

  it.each([['127.0.0.1'], ['::1'], ['142.250.180.10']])('without it, never: %p', (address) => {
    expect(plainHttpPostAllowed([address], strict)).toBe(false);
  });
});

describe('canonicalAddress', () => {
  it.each([
    ['0x7f.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['93.184.215.14', '93.184.215.14'],
    ['2606:4700:4700:0:0:0:0:1111', '2606:4700:4700::1111'],
  ])('%p -> %p', (address, canonical) => {
    expect(canonicalAddress(address)).toBe(canonical);
  });
});
