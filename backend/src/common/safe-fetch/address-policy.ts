// ipaddr.js: the long-kept address library (also under Express's proxy-addr) with the IANA
// special-purpose ranges of both families; it parses the odd IPv4 spellings too
// (2130706433, 0177.0.0.1, 0x7f.1, 127.1 are all 127.0.0.1).
import ipaddr from 'ipaddr.js';

export interface AddressPolicy {
  /** Tests serve pages on this machine (OUTBOUND_ALLOW_LOOPBACK); nothing else is ever let through. */
  allowLoopback: boolean;
}

// 64:ff9b:1::/48 is NAT64 for a local network (RFC 8215): whatever it embeds, it is not the internet.
const LOCAL_NAT64 = ipaddr.parseCIDR('64:ff9b:1::/48');

const bitsOf = (parts: number[]) => parts.reduce((value, part) => (value << 16n) | BigInt(part), 0n);

function ipv4FromBits(bits: bigint): ipaddr.IPv4 {
  return new ipaddr.IPv4([24n, 16n, 8n, 0n].map((shift) => Number((bits >> shift) & 0xffn)));
}

/**
 * The IPv4 addresses an IPv6 address stands for, where the network would carry it there: mapped
 * (::ffff:a.b.c.d, and RFC 6145's ::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d), 6to4
 * (2002:aabb:ccdd::) and Teredo (its server, and its client stored inverted). Null for the others.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const bits = bitsOf(address.parts);
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return [ipv4FromBits(bits)];
    case '6to4':
      return [ipv4FromBits(bits >> 80n)];
    case 'teredo':
      return [ipv4FromBits(bits >> 64n), ipv4FromBits(~bits & 0xffffffffn)];
    default:
      return null;
  }
}

/**
 * Why the server must not connect to this address, or null when it may: only public unicast
 * addresses pass. Refused: loopback, unspecified, private, carrier-grade NAT, link-local (cloud
 * metadata at 169.254.169.254), unique-local, multicast, broadcast, documentation, benchmarking
 * and other reserved ranges; IPv4-compatible IPv6 (deprecated); and IPv6 forms that embed an IPv4
 * address (mapped, NAT64, 6to4, Teredo) unless that address would pass itself.
 */
export function refusedAddressReason(address: string, policy: AddressPolicy): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return refusedRange(parsed.range(), policy);
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.match(LOCAL_NAT64)) return 'local NAT64';
  const bits = bitsOf(ipv6.parts);
  // ::a.b.c.d, deprecated by RFC 4291: nothing legitimate answers with it. ipaddr.js reads the
  // dotted form as mapped (::ffff:a.b.c.d), the system as ::7f00:1; refused either way.
  if ((bits >> 32n === 0n && bits > 1n) || /^::\d+\.\d+\.\d+\.\d+$/.test(address)) return 'IPv4-compatible IPv6';
  const embedded = embeddedIpv4(ipv6);
  if (embedded) {
    for (const ipv4 of embedded) {
      const reason = refusedRange(ipv4.range(), policy);
      if (reason) return `${ipv6.range()} of ${ipv4.toString()}: ${reason}`;
    }
    return null;
  }
  return refusedRange(ipv6.range(), policy);
}

function refusedRange(range: string, policy: AddressPolicy): string | null {
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy.allowLoopback) return null;
  return range;
}

const STRICT: AddressPolicy = { allowLoopback: false };

/**
 * Whether a POST to these addresses (a host's, as looked up) may go over plain http: only where
 * OUTBOUND_ALLOW_LOOPBACK is what lets every one of them through, that is to loopback (the tests'
 * push service). Anywhere else a push endpoint must be https, as the Push API gives them, with the
 * setting as without it: it loosens loopback and nothing else. Pages may be fetched over plain http
 * from any public address; this is for safePost only.
 */
export function plainHttpPostAllowed(addresses: readonly string[], policy: AddressPolicy): boolean {
  return policy.allowLoopback && addresses.length > 0 && addresses.every((address) => refusedAddressReason(address, STRICT) !== null && refusedAddressReason(address, policy) === null);
}

/** The address as the check read it (127.0.0.1 for 0x7f.1): what the connection must use. */
export function canonicalAddress(address: string): string {
  return ipaddr.parse(address).toString();
}
