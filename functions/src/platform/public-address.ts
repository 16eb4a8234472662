// Which IP addresses a page may be fetched from: only the public internet. A user-supplied address must
// never make the functions reach the project's own network: private ranges, loopback, link-local (where
// cloud metadata servers answer, 169.254.169.254 and fd00:ec2::254), carrier-grade NAT (Alibaba's
// metadata is 100.100.100.200), unique-local IPv6, and the ranges that embed an IPv4 address in IPv6
// (mapped, NAT64, 6to4, Teredo), which could smuggle any of those in. Reserved, documentation,
// benchmarking and multicast ranges reach no web page either.
import { BlockList, isIP } from 'node:net';

// One list per family: a BlockList reads an IPv4 address as IPv4-mapped IPv6 against IPv6 rules, so the
// rule that refuses every mapped address would refuse all of IPv4.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked6.addSubnet(network, prefix, 'ipv6');

const loopback4 = new BlockList();
loopback4.addSubnet('127.0.0.0', 8, 'ipv4');

export const isLoopback = (address: string): boolean => {
  const family = isIP(address);
  return family === 4 ? loopback4.check(address, 'ipv4') : family === 6 && address === '::1';
};

/** Whether `address` (an IP literal) is on the public internet; `allowLoopback` only on the emulators,
 * where the local stack serves its sample pages from this machine. */
export function isPublicAddress(address: string, options: { allowLoopback: boolean }): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (options.allowLoopback && isLoopback(address)) return true;
  return family === 4 ? !blocked4.check(address, 'ipv4') : !blocked6.check(address, 'ipv6');
}
