import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * The one gate for every address the server contacts because a member gave it (a push endpoint,
 * later a link to preview). Without it a member can make the server connect to itself, to the
 * private network behind it or to a cloud metadata service, and read the answers' status codes.
 * Addresses the operator configures (moderation, translation, AI, S3, SMTP) do not go through it:
 * they may rightly be on localhost.
 */

/** Why a request was refused: logged for the operator, never shown to a member (their feature has its own code). */
export type OutboundRefusal = 'scheme' | 'credentials' | 'name' | 'address' | 'unresolvable' | 'redirects';

export class OutboundRefusedError extends Error {
  readonly code = 'ERR_OUTBOUND_REFUSED';
  constructor(
    readonly reason: OutboundRefusal,
    readonly host: string,
  ) {
    super(`Outbound request to ${host} refused (${reason})`);
    this.name = 'OutboundRefusedError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a name resolves to; injectable so tests need no real DNS. */
export type ResolveAll = (hostname: string) => Promise<ResolvedAddress[]>;

const LOOKUP_TIMEOUT_MS = 5_000;

/** IANA's special-purpose IPv4 blocks that are not the public internet. */
const REFUSED_V4 = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", with the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, with the cloud metadata service 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, with the broadcast 255.255.255.255
] as const) {
  REFUSED_V4.addSubnet(network, prefix, 'ipv4');
}

/** IPv6 is refused outside global unicast: loopback, unspecified, unique-local, link-local, multicast… */
const GLOBAL_UNICAST_V6 = new net.BlockList();
GLOBAL_UNICAST_V6.addSubnet('2000::', 3, 'ipv6');
const REFUSED_GLOBAL_V6 = new net.BlockList();
REFUSED_GLOBAL_V6.addSubnet('2001::', 23, 'ipv6'); // protocol assignments, with Teredo
REFUSED_GLOBAL_V6.addSubnet('2001:db8::', 32, 'ipv6'); // documentation
REFUSED_GLOBAL_V6.addSubnet('3fff::', 20, 'ipv6'); // documentation

/** Names that only mean something inside the operator's network, whatever they resolve to. */
const REFUSED_NAME = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$|^(metadata|instance-data)(\.|$)/;

/** The eight 16-bit groups of a valid IPv6 address (zone removed), for the blocks that embed an IPv4. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const [before, after] = [parse(head), parse(tail)];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

const ipv4From = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The IPv4 an IPv6 address carries: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) or 6to4 (2002::/16). */
function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return ipv4From(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4From(g6, g7);
  if (g0 === 0x2002) return ipv4From(g1, g2);
  return null;
}

/** True for any address a member's request must never reach; anything that is not an address is refused too. */
export function isRefusedAddress(address: string): boolean {
  const ip = address.replace(/%.*$/, '');
  const family = net.isIP(ip);
  if (family === 4) return REFUSED_V4.check(ip, 'ipv4');
  if (family !== 6) return true;
  const embedded = embeddedIpv4(ipv6Groups(ip));
  if (embedded) return isRefusedAddress(embedded);
  return !GLOBAL_UNICAST_V6.check(ip, 'ipv6') || REFUSED_GLOBAL_V6.check(ip, 'ipv6');
}

/** `host:port` as the allowance compares it: lower case, no trailing dot, IPv6 in brackets, the port always written. */
function hostKey(hostname: string, port: string | number | null | undefined, defaultPort: number): string {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  return `${net.isIPv6(host) ? `[${host}]` : host}:${port || defaultPort}`;
}

/** One `host:port` of OUTBOUND_ALLOW_HOSTS in its compared form; null when it is not exactly that. */
export function parseAllowedHost(entry: string): string | null {
  if (!/^[^/?#@\s]+:\d+$/.test(entry)) return null;
  try {
    const url = new URL(`https://${entry}`);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!net.isIP(host) && !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/.test(host)) return null;
    return hostKey(url.hostname, url.port || 443, 443);
  } catch {
    return null;
  }
}

const systemResolveAll: ResolveAll = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, hostname: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`DNS lookup of ${hostname} timed out`), { code: 'ETIMEOUT' })), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface OutboundGuardOptions {
  /** Exact `host:port` pairs let through unchecked: the operator's OUTBOUND_ALLOW_HOSTS, a test's fake service. */
  allowHosts?: readonly string[];
  resolveAll?: ResolveAll;
  lookupTimeoutMs?: number;
}

export function createOutboundGuard(options: OutboundGuardOptions = {}) {
  const allowed = new Set((options.allowHosts ?? []).map((entry) => parseAllowedHost(entry) ?? entry));
  const resolveAll = options.resolveAll ?? systemResolveAll;
  const lookupTimeoutMs = options.lookupTimeoutMs ?? LOOKUP_TIMEOUT_MS;

  /**
   * Every address the name has now, refused if any one is refused (a client may pick any of them).
   * A DNS failure stays a DNS error: at connection time it is a passing fault, not a refusal.
   */
  async function resolveChecked(hostname: string): Promise<ResolvedAddress[]> {
    if (net.isIP(hostname)) {
      if (isRefusedAddress(hostname)) throw new OutboundRefusedError('address', hostname);
      return [{ address: hostname, family: net.isIP(hostname) }];
    }
    if (REFUSED_NAME.test(hostname.replace(/\.$/, '').toLowerCase())) throw new OutboundRefusedError('name', hostname);
    const addresses = await withTimeout(resolveAll(hostname), lookupTimeoutMs, hostname);
    if (addresses.length === 0) throw Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' });
    if (addresses.some((entry) => isRefusedAddress(entry.address))) throw new OutboundRefusedError('address', hostname);
    return addresses;
  }

  /**
   * The `lookup` every guarded socket connects with: the name is resolved again at connection time
   * and checked again, so a name that answered a public address when it was given (DNS rebinding)
   * cannot lead the connection to a private one.
   */
  const lookup: net.LookupFunction = (hostname, lookupOptions, callback) => {
    resolveChecked(hostname).then(
      (addresses) => {
        const family = lookupOptions.family === 'IPv4' ? 4 : lookupOptions.family === 'IPv6' ? 6 : lookupOptions.family;
        const usable = family === 4 || family === 6 ? addresses.filter((entry) => entry.family === family) : addresses;
        if (usable.length === 0) {
          callback(Object.assign(new Error(`No IPv${family} address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        } else if (lookupOptions.all) {
          callback(null, usable);
        } else {
          callback(null, usable[0]!.address, usable[0]!.family);
        }
      },
      (error: Error) => callback(error, '', 0),
    );
  };

  /**
   * Every guarded socket starts here. An IP written in the address never reaches `lookup` (node
   * connects to it directly), so it is checked here; a name gets the checking `lookup`.
   */
  function connectGuarded(
    options: http.ClientRequestArgs,
    defaultPort: number,
    callback: ((error: Error | null, socket: Duplex) => void) | undefined,
    connect: (options: http.ClientRequestArgs) => Duplex | null | undefined,
  ): Duplex | null | undefined {
    const host = (options.host ?? options.hostname ?? 'localhost').replace(/^\[|\]$/g, '');
    if (allowed.has(hostKey(host, options.port, defaultPort))) return connect(options);
    const refusal = net.isIP(host)
      ? isRefusedAddress(host) && new OutboundRefusedError('address', host)
      : REFUSED_NAME.test(host.replace(/\.$/, '').toLowerCase()) && new OutboundRefusedError('name', host);
    if (refusal) {
      // The agent's callback form: the request fails with the refusal and no socket is ever opened.
      callback?.(refusal, undefined as unknown as Duplex);
      return undefined;
    }
    return connect({ ...options, lookup });
  }

  class GuardedHttpsAgent extends https.Agent {
    override createConnection(options: https.RequestOptions, callback?: (error: Error | null, socket: Duplex) => void) {
      return connectGuarded(options, 443, callback, (checked) => super.createConnection(checked as https.RequestOptions));
    }
  }

  class GuardedHttpAgent extends http.Agent {
    override createConnection(options: http.ClientRequestArgs, callback?: (error: Error | null, socket: Duplex) => void) {
      return connectGuarded(options, 80, callback, (checked) => super.createConnection(checked));
    }
  }

  const httpsAgents = new Map<unknown, https.Agent>();
  let httpAgent: http.Agent | null = null;

  return {
    /**
     * At input time: the address must use one of `schemes`, carry no credentials, and its host must
     * resolve only to public addresses (or be allowed). Throws OutboundRefusedError, else returns it parsed.
     */
    async checkUrl(raw: string | URL, check: { schemes: readonly string[] }): Promise<URL> {
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        throw new OutboundRefusedError('scheme', String(raw).slice(0, 100));
      }
      if (!check.schemes.includes(url.protocol)) throw new OutboundRefusedError('scheme', url.host);
      if (url.username || url.password) throw new OutboundRefusedError('credentials', url.host);
      if (allowed.has(hostKey(url.hostname, url.port, url.protocol === 'http:' ? 80 : 443))) return url;
      try {
        await resolveChecked(url.hostname.replace(/^\[|\]$/g, ''));
      } catch (error) {
        // Given now, an address that does not resolve is refused: nothing was ever there to reach.
        throw error instanceof OutboundRefusedError ? error : new OutboundRefusedError('unresolvable', url.host);
      }
      return url;
    },

    /** The HTTPS agent every guarded request connects through; `ca` only for a test's self-signed service. */
    httpsAgent(tls: { ca?: string | Buffer } = {}): https.Agent {
      let agent = httpsAgents.get(tls.ca);
      if (!agent) {
        agent = new GuardedHttpsAgent(tls.ca ? { ca: tls.ca } : {});
        httpsAgents.set(tls.ca, agent);
      }
      return agent;
    },

    httpAgent(): http.Agent {
      httpAgent ??= new GuardedHttpAgent();
      return httpAgent;
    },

    lookup,
  };
}

export type OutboundGuard = ReturnType<typeof createOutboundGuard>;
