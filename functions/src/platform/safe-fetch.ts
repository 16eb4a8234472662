// WebPagesPort over node:http(s), for addresses users paste. Every hop is checked before it is made:
// http(s) only, port 80 or 443, and the host's addresses, after DNS, all on the public internet
// (public-address.ts). The connection then goes to the very address that was checked, so a rebinding DNS
// server cannot answer a second lookup differently. Redirects are followed by hand, each one checked the
// same way, at most `maxRedirects`. The whole fetch, redirects and body included, has `timeoutMs`; a body
// past `maxBytes` (as declared, or as it streams in, decompressed) is given up without reading the rest.
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isLoopback, isPublicAddress } from './public-address.js';
import { PageFetchError, type WebPagesPort } from './web-pages-port.js';

export interface SafeFetchOptions {
  /** Only on the emulators: the local stack serves its sample pages from this machine, on any port. */
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  /** A host's addresses; the system resolver unless a test resolves its own names. */
  resolve?: (host: string) => Promise<string[]>;
  /** Tests only: where a connection to a checked address really goes (a local server standing in for a
   * public one). Never set in production, where the checked address is the one connected to. */
  route?: (address: string, port: number) => { address: string; port: number };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

const systemResolve = async (host: string) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

export function createSafeFetch(options: SafeFetchOptions): WebPagesPort {
  const resolve = options.resolve ?? systemResolve;

  /** The hop's URL and the address to connect to, or why it may not be fetched. */
  async function checkHop(address: string) {
    const url = URL.canParse(address) ? new URL(address) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
      throw new PageFetchError('not-allowed', 'Only http and https addresses without credentials');
    const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // Names that are this machine whatever a resolver says (RFC 6761).
    if (!options.allowLoopback && /(^|\.)localhost\.?$/i.test(host))
      throw new PageFetchError('not-allowed', `${host} is this machine`);
    let addresses: string[];
    if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = await resolve(host);
      } catch (error) {
        throw new PageFetchError('connection', `No address for ${host}: ${String(error)}`);
      }
    }
    const [first] = addresses;
    if (first === undefined) throw new PageFetchError('connection', `No address for ${host}`);
    const allowed = (a: string) => isPublicAddress(a, { allowLoopback: options.allowLoopback });
    if (!addresses.every(allowed)) throw new PageFetchError('not-allowed', `${host} is not a public address`);
    // Other ports reach services that are not web pages; the local stack's sample pages are the exception.
    const loopbackHere = options.allowLoopback && addresses.every(isLoopback);
    if (port !== 80 && port !== 443 && !loopbackHere)
      throw new PageFetchError('not-allowed', `Port ${port} is not allowed`);
    return { url, address: first, port };
  }

  function request(hop: Awaited<ReturnType<typeof checkHop>>, signal: AbortSignal) {
    const target = options.route?.(hop.address, hop.port) ?? { address: hop.address, port: hop.port };
    const secure = hop.url.protocol === 'https:';
    const servername = isIP(hop.url.hostname.replace(/^\[|\]$/g, '')) ? '' : hop.url.hostname;
    return new Promise<IncomingMessage>((ok, fail) => {
      const req = (secure ? https : http).request({
        host: target.address,
        port: target.port,
        path: `${hop.url.pathname}${hop.url.search}`,
        method: 'GET',
        agent: false,
        signal,
        headers: {
          host: hop.url.host,
          'user-agent': options.userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
        },
        ...(secure ? { servername } : {}),
      });
      req.on('response', ok);
      req.on('error', fail);
      req.end();
    });
  }

  async function readBody(res: IncomingMessage): Promise<Buffer> {
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      res.destroy();
      throw new PageFetchError('too-big', `The page declares ${declared} bytes`);
    }
    const encoding = (res.headers['content-encoding'] ?? 'identity').toLowerCase().trim();
    const decoders: Record<string, () => Readable> = {
      gzip: () => res.pipe(zlib.createGunzip()),
      'x-gzip': () => res.pipe(zlib.createGunzip()),
      deflate: () => res.pipe(zlib.createInflate()),
      br: () => res.pipe(zlib.createBrotliDecompress()),
      identity: () => res,
    };
    const decode = decoders[encoding];
    if (!decode) {
      res.destroy();
      throw new PageFetchError('not-html', `Unknown content encoding ${encoding}`);
    }
    const body = decode();
    // pipe() does not pass on a broken or aborted response: without this a decoder would wait for ever.
    if (body !== res) {
      res.on('error', (error) => body.destroy(error));
      res.on('close', () => {
        if (!res.complete) body.destroy(new Error('The page was cut off'));
      });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > options.maxBytes) {
        res.destroy();
        body.destroy();
        throw new PageFetchError('too-big', `The page is over ${options.maxBytes} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async function fetchWithin(address: string, signal: AbortSignal) {
    let current = address;
    for (let redirects = 0; ; redirects++) {
      const hop = await checkHop(current);
      signal.throwIfAborted();
      const res = await request(hop, signal);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECTS.has(status) && location) {
        res.destroy();
        if (redirects >= options.maxRedirects)
          throw new PageFetchError('too-many-redirects', `More than ${options.maxRedirects} redirects`);
        current = new URL(location, hop.url).href;
        continue;
      }
      if (status < 200 || status >= 300) {
        res.destroy();
        throw new PageFetchError('http', `HTTP ${status}`, status);
      }
      const type = res.headers['content-type'] ?? '';
      if (type !== '' && !HTML_TYPES.test(type)) {
        res.destroy();
        throw new PageFetchError('not-html', `Content type ${type}`);
      }
      return { url: hop.url.href, html: decodeText(await readBody(res), type) };
    }
  }

  return {
    async fetchPage(address) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs);
      // DNS cannot be aborted; the race gives up on it at the deadline all the same.
      const deadline = new Promise<never>((_, fail) =>
        controller.signal.addEventListener('abort', () =>
          fail(new PageFetchError('timeout', `No page within ${options.timeoutMs} ms`)),
        ),
      );
      deadline.catch(() => {});
      try {
        return await Promise.race([fetchWithin(address, controller.signal), deadline]);
      } catch (error) {
        if (controller.signal.aborted)
          throw new PageFetchError('timeout', `No page within ${options.timeoutMs} ms`);
        if (error instanceof PageFetchError) throw error;
        throw new PageFetchError('connection', error instanceof Error ? error.message : String(error));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The body in the charset the header names, else the one a `<meta>` near the start names; UTF-8 when
 * neither does or the runtime lacks it. */
function decodeText(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 2048).toString('latin1');
  const charset =
    /charset\s*=\s*"?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta\b[^>]*\bcharset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
