/**
 * Which network addresses the image fetcher may connect to: public unicast only. Everything that reaches
 * this machine, the local network, the cloud's metadata service or a multicast group is refused, in both
 * IPv4 and IPv6, including IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64, 6to4).
 */
import net from 'node:net';

export type AddressKind = 'public' | 'loopback' | 'refused';

/** [first address, prefix length] of the IPv4 ranges that are not public unicast. */
const REFUSED_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];

function v4ToNumber(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function classifyV4(address: string): AddressKind {
  const value = v4ToNumber(address);
  if (value >>> 24 === 127) return 'loopback';
  for (const [first, bits] of REFUSED_V4) {
    const size = 2 ** (32 - bits);
    const start = v4ToNumber(first);
    if (value >= start && value < start + size) return 'refused';
  }
  return 'public';
}

/** The 8 groups of an IPv6 address (any valid textual form, zone id dropped), or null. */
function v6Groups(text: string): number[] | null {
  let address = text.split('%')[0] ?? '';
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) stands for the last two groups.
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) {
    if (net.isIPv4(dotted[2]) === false) return null;
    const value = v4ToNumber(dotted[2]);
    address = `${dotted[1]}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

const v4Of = (high: number, low: number) => `${high >>> 8}.${high & 0xff}.${low >>> 8}.${low & 0xff}`;

function classifyV6(address: string): AddressKind {
  const g = v6Groups(address);
  if (!g) return 'refused';
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 7) && g[7] === 1) return 'loopback'; // ::1
  if (zeros(0, 8)) return 'refused'; // ::
  // IPv4-mapped ::ffff:a.b.c.d and the old IPv4-compatible ::a.b.c.d: judged as the IPv4 address they carry.
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return classifyV4(v4Of(g[6], g[7]));
  // NAT64 64:ff9b::a.b.c.d (RFC 6052) carries an IPv4 address too.
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return classifyV4(v4Of(g[6], g[7]));
  // 6to4 2002:AABB:CCDD::/48 routes to the IPv4 address AA.BB.CC.DD.
  if (g[0] === 0x2002) return classifyV4(v4Of(g[1], g[2])) === 'public' ? 'public' : 'refused';
  // Only global unicast 2000::/3 is public; that excludes fc00::/7 unique-local, fe80::/10 link-local,
  // fec0::/10 site-local, ff00::/8 multicast, 64:ff9b:1::/48 local NAT64 and 100::/64 discard.
  if ((g[0] & 0xe000) !== 0x2000) return 'refused';
  // 2001::/23 IETF assignments (Teredo 2001::/32 hides an IPv4 address), 2001:db8::/32 documentation.
  if (g[0] === 0x2001 && (g[1] < 0x200 || g[1] === 0xdb8)) return 'refused';
  return 'public';
}

/** 'public' for an address the fetcher may reach, 'loopback' for this machine, 'refused' for the rest. */
export function classifyAddress(address: string): AddressKind {
  const family = net.isIP(address.split('%')[0] ?? '');
  if (family === 4) return classifyV4(address);
  if (family === 6) return classifyV6(address);
  return 'refused';
}
