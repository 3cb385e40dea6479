import net from 'node:net';

/**
 * The unit a per-address budget counts: an IPv4 address as is, an IPv6 address by its /64. One
 * home or phone is handed a whole /64, so counting single IPv6 addresses would give whoever holds
 * one billions of "fresh addresses".
 */
export function addressBlock(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(ip)) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` filled in, each without leading zeros. */
function expandIpv6(ip: string): string[] {
  const address = (ip.split('%')[0] ?? ip).toLowerCase();
  // A dotted IPv4 tail stands for the last two groups; only the first four are ever read.
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])));
  const [head = '', tail] = address.split('::');
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const filler = Array.from({ length: Math.max(0, 8 - headGroups.length - tailGroups.length) }, () => '0');
  return [...headGroups, ...filler, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}
