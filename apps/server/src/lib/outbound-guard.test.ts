import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundGuard, isRefusedAddress, OutboundRefusedError, parseAllowedHost, type ResolveAll } from './outbound-guard';
import { guardedFetch } from './outbound-guard-fetch';

/** A resolver answering from a table, as DNS would, and counting the questions. */
function fakeDns(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolveAll: ResolveAll = async (hostname) => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolveAll, asked };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundRefusedError);
  return (error as OutboundRefusedError).reason;
};

describe('isRefusedAddress', () => {
  it('refuses loopback, private, shared, link-local, metadata, multicast, broadcast and reserved IPv4', () => {
    for (const address of [
      '127.0.0.1', '127.255.0.7', '0.0.0.0', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.10',
      '100.64.0.1', '169.254.169.254', '169.254.0.1', '224.0.0.1', '239.255.255.250', '255.255.255.255',
      '240.0.0.1', '192.0.2.1', '198.18.0.1',
    ]) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
  });

  it('lets public IPv4 through, right next to the private blocks', () => {
    for (const address of ['8.8.8.8', '142.250.74.110', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1', '11.0.0.1', '169.253.0.1']) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });

  it('refuses IPv6 loopback, unspecified, unique-local, link-local, multicast and documentation', () => {
    for (const address of ['::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'ff02::1', 'FF05::2', '2001:db8::1', '2001::1', '::2']) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
  });

  it('reads the IPv4 inside mapped, NAT64 and 6to4 IPv6 addresses', () => {
    for (const address of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::FFFF:10.1.2.3', '::ffff:169.254.169.254', '64:ff9b::10.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::1', '2002:c0a8:101::']) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
    for (const address of ['::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '2a00:1450:4007:80e::200a', '2606:4700::6810:84e5']) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });

  it('refuses what is not an address at all', () => {
    for (const address of ['', 'localhost', '2130706433', '127.1', '0x7f.0.0.1']) expect(isRefusedAddress(address), address).toBe(true);
  });
});

describe('parseAllowedHost', () => {
  it('takes exactly host:port, in one written form', () => {
    expect(parseAllowedHost('127.0.0.1:9443')).toBe('127.0.0.1:9443');
    expect(parseAllowedHost('[::1]:9443')).toBe('[::1]:9443');
    expect(parseAllowedHost('Push.Example.org.:443')).toBe('push.example.org:443');
    for (const entry of ['127.0.0.1', 'https://127.0.0.1:9443', 'a@127.0.0.1:1', '127.0.0.1:9443/x', ':9443', '']) {
      expect(parseAllowedHost(entry), entry).toBeNull();
    }
  });
});

describe('checkUrl, when a member gives an address', () => {
  const dns = fakeDns({
    'push.example.org': ['93.184.216.34', '2606:2800:220:1::1'],
    'rebound.example.org': ['93.184.216.34', '127.0.0.1'],
    'inside.example.org': ['10.1.2.3'],
    'mapped.example.org': ['::ffff:192.168.0.1'],
  });
  const guard = createOutboundGuard({ resolveAll: dns.resolveAll });
  const https_ = { schemes: ['https:'] };

  it('accepts an https address whose every resolved address is public', async () => {
    const url = await guard.checkUrl('https://push.example.org/wpush/v2/abc', https_);
    expect(url.hostname).toBe('push.example.org');
  });

  it('refuses written private addresses, however they are spelled', async () => {
    for (const address of [
      'https://127.0.0.1:9443/x', 'https://[::1]/x', 'https://169.254.169.254/latest/meta-data', 'https://10.0.0.1/x',
      'https://[::ffff:127.0.0.1]/x', 'https://2130706433/x', 'https://0x7f.1/x', 'https://[fe80::1]/x', 'https://0.0.0.0/x',
    ]) {
      expect(await refusal(guard.checkUrl(address, https_)), address).toBe('address');
    }
  });

  it('refuses a name when any address it resolves to is private', async () => {
    expect(await refusal(guard.checkUrl('https://inside.example.org/x', https_))).toBe('address');
    expect(await refusal(guard.checkUrl('https://rebound.example.org/x', https_))).toBe('address');
    expect(await refusal(guard.checkUrl('https://mapped.example.org/x', https_))).toBe('address');
  });

  it('refuses local and metadata names before asking DNS, and names that do not resolve', async () => {
    const before = dns.asked.length;
    for (const address of ['https://localhost/x', 'https://LOCALHOST./x', 'https://api.localhost/x', 'https://metadata.google.internal/x', 'https://printer.local/x']) {
      expect(await refusal(guard.checkUrl(address, https_)), address).toBe('name');
    }
    expect(dns.asked.length).toBe(before);
    expect(await refusal(guard.checkUrl('https://nowhere.example.org/x', https_))).toBe('unresolvable');
  });

  it('refuses other schemes and credentials', async () => {
    expect(await refusal(guard.checkUrl('http://push.example.org/x', https_))).toBe('scheme');
    expect(await refusal(guard.checkUrl('file:///etc/passwd', https_))).toBe('scheme');
    expect(await refusal(guard.checkUrl('not a url', https_))).toBe('scheme');
    expect(await refusal(guard.checkUrl('https://user:secret@push.example.org/x', https_))).toBe('credentials');
  });

  it('lets through only the exact host:port the operator allowed', async () => {
    const allowing = createOutboundGuard({ resolveAll: dns.resolveAll, allowHosts: ['127.0.0.1:9443', '[::1]:8443'] });
    await expect(allowing.checkUrl('https://127.0.0.1:9443/x', https_)).resolves.toBeInstanceOf(URL);
    await expect(allowing.checkUrl('https://[::1]:8443/x', https_)).resolves.toBeInstanceOf(URL);
    expect(await refusal(allowing.checkUrl('https://127.0.0.1:9444/x', https_))).toBe('address');
    expect(await refusal(allowing.checkUrl('https://127.0.0.1/x', https_))).toBe('address');
  });
});

describe('the guarded connection', () => {
  let server: http.Server;
  let port = 0;
  let connections = 0;
  const routes = new Map<string, { status: number; location?: string; body?: string }>();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const route = routes.get(request.url ?? '/') ?? { status: 404 };
      response.writeHead(route.status, route.location ? { location: route.location } : {}).end(route.body ?? '');
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const get = (agent: http.Agent, url: string) =>
    new Promise<number>((resolve, reject) => {
      const request = (url.startsWith('https:') ? https : http).request(url, { agent }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });

  it('never opens a socket to a written private address, whoever builds the request', async () => {
    const guard = createOutboundGuard();
    const before = connections;
    expect(await refusal(get(guard.httpAgent(), `http://127.0.0.1:${port}/`))).toBe('address');
    expect(await refusal(get(guard.httpsAgent(), 'https://[::1]:9/x'))).toBe('address');
    expect(await refusal(get(guard.httpsAgent(), 'https://169.254.169.254/latest'))).toBe('address');
    expect(connections).toBe(before);
  });

  it('checks the name again when connecting: a name that turned private since it was given is not reached', async () => {
    // Public when the member gives it, loopback a moment later: DNS rebinding.
    let answers = 0;
    const guard = createOutboundGuard({
      resolveAll: async () => [{ address: (answers += 1) === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }],
    });
    await guard.checkUrl(`http://rebinding.example.org:${port}/`, { schemes: ['http:'] });
    const before = connections;
    expect(await refusal(get(guard.httpAgent(), `http://rebinding.example.org:${port}/`))).toBe('address');
    expect(answers).toBe(2);
    expect(connections).toBe(before);
  });

  it('leaves a DNS failure at connection time a passing fault, not a refusal (a push then stays subscribed)', async () => {
    const guard = createOutboundGuard({ resolveAll: fakeDns({}).resolveAll });
    const error = await get(guard.httpAgent(), `http://gone.example.org:${port}/`).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(OutboundRefusedError);
    expect((error as { code?: string }).code).toBe('ENOTFOUND');
  });

  it('does not wait on a DNS server that never answers', async () => {
    const guard = createOutboundGuard({ resolveAll: () => new Promise(() => {}), lookupTimeoutMs: 50 });
    expect(await refusal(guard.checkUrl('https://slow.example.org/x', { schemes: ['https:'] }))).toBe('unresolvable');
  });

  it('connects to an allowed host:port, and to nothing else on that host', async () => {
    const guard = createOutboundGuard({ allowHosts: [`127.0.0.1:${port}`] });
    routes.set('/ok', { status: 200, body: 'ok' });
    expect(await get(guard.httpAgent(), `http://127.0.0.1:${port}/ok`)).toBe(200);
    expect(await refusal(get(guard.httpAgent(), `http://127.0.0.1:${port + 1}/ok`))).toBe('address');
  });
});

describe('guardedFetch', () => {
  let server: http.Server;
  let origin = '';
  const hits: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hits.push(request.url ?? '/');
      const [, target] = /^\/redirect\?to=(.*)$/.exec(request.url ?? '') ?? [];
      if (target) response.writeHead(302, { location: decodeURIComponent(target) }).end();
      else if (request.url === '/big') response.writeHead(200).end('x'.repeat(10_000));
      else response.writeHead(200, { 'content-type': 'text/html' }).end('<title>La Meute</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const redirectTo = (target: string) => `${origin}/redirect?to=${encodeURIComponent(target)}`;
  const dns = fakeDns({ 'intranet.example.org': ['192.168.1.1'] });
  const guardFor = () => createOutboundGuard({ allowHosts: [new URL(origin).host], resolveAll: dns.resolveAll });

  it('follows a redirect that stays on allowed addresses, and returns the page', async () => {
    const page = await guardedFetch(guardFor(), redirectTo(`${origin}/page`));
    expect(page.status).toBe(200);
    expect(page.url).toBe(`${origin}/page`);
    expect(page.body.toString()).toBe('<title>La Meute</title>');
  });

  it('refuses a redirect to a private address or to a name that resolves to one', async () => {
    expect(await refusal(guardedFetch(guardFor(), redirectTo('http://10.0.0.1/admin')))).toBe('address');
    expect(await refusal(guardedFetch(guardFor(), redirectTo('http://169.254.169.254/latest/meta-data')))).toBe('address');
    expect(await refusal(guardedFetch(guardFor(), redirectTo('http://intranet.example.org/')))).toBe('address');
    expect(await refusal(guardedFetch(guardFor(), redirectTo('file:///etc/passwd')))).toBe('scheme');
  });

  it('stops after three redirects', async () => {
    hits.length = 0;
    const fourHops = redirectTo(redirectTo(redirectTo(redirectTo(`${origin}/page`))));
    expect(await refusal(guardedFetch(guardFor(), fourHops))).toBe('redirects');
    expect(hits.filter((hit) => hit === '/page')).toHaveLength(0);
    const threeHops = await guardedFetch(guardFor(), redirectTo(redirectTo(redirectTo(`${origin}/page`))));
    expect(threeHops.status).toBe(200);
  });

  it('keeps only the head of a long page', async () => {
    const page = await guardedFetch(guardFor(), `${origin}/big`, { maxBytes: 1000 });
    expect(page.body).toHaveLength(1000);
    expect(page.truncated).toBe(true);
  });
});
