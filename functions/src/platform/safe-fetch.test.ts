import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listenLocally } from '../../test/support/listen-locally.js';
import { isPublicAddress } from './public-address.js';
import { createSafeFetch, type SafeFetchOptions } from './safe-fetch.js';
import { PageFetchError } from './web-pages-port.js';

// A public address the test resolver gives the test hosts; `route` takes connections to it to the local
// server, so production rules (no loopback) apply to everything else.
const PUBLIC = '93.184.216.34';
const names: Record<string, string[]> = {
  'recipes.test': [PUBLIC],
  'www.recipes.test': [PUBLIC],
  'rebind.test': ['10.0.0.5'],
  'mixed.test': [PUBLIC, '127.0.0.1'],
  'metadata.google.internal': ['169.254.169.254'],
};

const page = '<html><head><title>Soup</title></head><body>Soup für alle</body></html>';
let server: Server;
let local: { url: string; close: () => Promise<void> };
let port: number;
const connected: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    const redirect = (to: string) => res.writeHead(302, { location: to }).end();
    if (path === '/page') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    else if (path === '/latin1')
      res
        .writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
        .end(Buffer.from(page, 'latin1'));
    else if (path === '/meta-latin1')
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          Buffer.from(
            `<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">${page}`,
            'latin1',
          ),
        );
    else if (path === '/gzip')
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(page));
    else if (path === '/to-page') redirect('/page');
    else if (path === '/to-www') redirect('http://www.recipes.test/page');
    else if (path === '/to-loopback') redirect('http://127.0.0.1/admin');
    else if (path === '/to-metadata') redirect('http://169.254.169.254/latest/meta-data/');
    else if (path === '/to-metadata-name') redirect('http://metadata.google.internal/computeMetadata/v1/');
    else if (path === '/to-rebind') redirect('http://rebind.test/');
    else if (path === '/to-port') redirect('http://recipes.test:8080/page');
    else if (path === '/to-file') redirect('file:///etc/passwd');
    else if (path.startsWith('/hops/')) {
      const n = Number(path.slice(6));
      redirect(n === 0 ? '/page' : `/hops/${n - 1}`);
    } else if (path === '/slow') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html>');
    } else if (path === '/huge') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = 'x'.repeat(64 * 1024);
      const more = () => {
        while (res.write(chunk)) if (res.writableLength > 8 * 1024 * 1024) return;
        res.once('drain', more);
      };
      more();
    } else if (path === '/declared-huge')
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-length': String(5 * 1024 * 1024) })
        .write('x');
    else if (path === '/gzip-bomb')
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20)));
    else if (path === '/gzip-cut') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.write(gzipSync(page.repeat(50)).subarray(0, 40), () => res.destroy());
    } else if (path === '/json') res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    else res.writeHead(404).end('not here');
  });
  local = await listenLocally(server);
  port = (server.address() as AddressInfo).port;
});
afterAll(() => local.close());

const base: SafeFetchOptions = {
  allowLoopback: false,
  timeoutMs: 1500,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  userAgent: 'MealAssistant/test',
  resolve: async (host) => {
    const known = names[host];
    if (!known) throw new Error(`ENOTFOUND ${host}`);
    return known;
  },
  route: (address, toPort) => {
    connected.push(`${address}:${toPort}`);
    if (address !== PUBLIC) throw new Error(`test: connection to ${address} was not expected`);
    return { address: '127.0.0.1', port };
  },
};
const production = createSafeFetch(base);

async function refusal(url: string, fetcher = production): Promise<PageFetchError> {
  const error = await fetcher.fetchPage(url).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof PageFetchError)) throw new Error(`expected a PageFetchError, got ${String(error)}`);
  return error;
}

describe('safe fetch in production', () => {
  test('a public page is fetched, after a relative and an absolute redirect, with its final address', async () => {
    await expect(production.fetchPage('http://recipes.test/to-page')).resolves.toEqual({
      url: 'http://recipes.test/page',
      html: page,
    });
    expect((await production.fetchPage('http://recipes.test/to-www')).url).toBe(
      'http://www.recipes.test/page',
    );
  });

  test('the charset the header names and gzip are decoded', async () => {
    expect((await production.fetchPage('http://recipes.test/latin1')).html).toBe(page);
    expect((await production.fetchPage('http://recipes.test/gzip')).html).toBe(page);
    expect((await production.fetchPage('http://recipes.test/meta-latin1')).html).toContain('Soup für alle');
  });

  test.each([
    ['http://127.0.0.1/', 'loopback'],
    ['http://[::1]/', 'IPv6 loopback'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
    ['http://169.254.169.254/latest/meta-data/', 'metadata'],
    ['http://10.1.2.3/', 'private'],
    ['http://100.100.100.200/', 'carrier-grade NAT'],
    ['http://[fd00:ec2::254]/', 'unique-local'],
    ['http://rebind.test/', 'a name that resolves to a private address'],
    ['http://mixed.test/', 'a name with one private address among public ones'],
    ['http://recipes.test:8080/', 'another port'],
    ['ftp://recipes.test/', 'another scheme'],
    ['http://user:pw@recipes.test/', 'credentials'],
  ])('%s (%s) is refused before any connection', async (url) => {
    connected.length = 0;
    expect((await refusal(url)).kind).toBe('not-allowed');
    expect(connected).toEqual([]);
  });

  test.each(['/to-loopback', '/to-metadata', '/to-metadata-name', '/to-rebind', '/to-port', '/to-file'])(
    'a redirect %s off the public internet is refused, never followed',
    async (path) => {
      connected.length = 0;
      expect((await refusal(`http://recipes.test${path}`)).kind).toBe('not-allowed');
      expect(connected).toEqual([`${PUBLIC}:80`]);
    },
  );

  test('three redirects are followed, a fourth is refused', async () => {
    expect((await production.fetchPage('http://recipes.test/hops/2')).html).toBe(page);
    expect((await refusal('http://recipes.test/hops/3')).kind).toBe('too-many-redirects');
  });

  test('a page that does not finish in time is given up at the deadline', async () => {
    const started = Date.now();
    expect((await refusal('http://recipes.test/slow')).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test('a page past the size cap is given up: declared, streamed, or decompressed', async () => {
    for (const path of ['/declared-huge', '/huge', '/gzip-bomb'])
      expect((await refusal(`http://recipes.test${path}`)).kind).toBe('too-big');
  });

  test('a compressed page cut off half-way fails at once, not at the deadline', async () => {
    const started = Date.now();
    expect((await refusal('http://recipes.test/gzip-cut')).kind).toBe('connection');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('an error status, an unknown host and an answer that is not a page', async () => {
    expect(await refusal('http://recipes.test/missing')).toMatchObject({ kind: 'http', status: 404 });
    expect((await refusal('http://nowhere.test/')).kind).toBe('connection');
    expect((await refusal('http://recipes.test/json')).kind).toBe('not-html');
  });
});

describe('safe fetch on the emulators', () => {
  const emulated = createSafeFetch({ ...base, allowLoopback: true, resolve: undefined, route: undefined });

  test('loopback on any port is allowed, so the local stack can serve sample pages', async () => {
    expect((await emulated.fetchPage(`${local.url}/page`)).html).toBe(page);
  });

  test('private and metadata addresses are still refused', async () => {
    expect((await refusal('http://169.254.169.254/', emulated)).kind).toBe('not-allowed');
    expect((await refusal('http://192.168.1.1/', emulated)).kind).toBe('not-allowed');
    expect((await refusal('http://10.0.0.1:8080/', emulated)).kind).toBe('not-allowed');
  });
});

test('the address rules', () => {
  const publicOnes = ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '172.32.0.1', '100.128.0.1'];
  const others = ['0.0.0.0', '127.0.0.53', '172.31.255.255', '192.168.0.1', '100.64.0.1', '224.0.0.1', '::'];
  const ipv6Others = ['fe80::1', 'fc00::1', '64:ff9b::a00:1', '2002:a00:1::', '2001:0:4136:e378::1'];
  for (const a of publicOnes) expect(isPublicAddress(a, { allowLoopback: false }), a).toBe(true);
  for (const a of [...others, ...ipv6Others])
    expect(isPublicAddress(a, { allowLoopback: false }), a).toBe(false);
  expect(isPublicAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
  expect(isPublicAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
});
