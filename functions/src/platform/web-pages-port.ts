// Web pages as handlers see them: an address in, the page's HTML and where it really came from out, or
// why not. Production and `npm start` fetch through safe-fetch.ts; tests drive it with their own
// resolver and servers.
import { ServiceError } from './service-error.js';

export interface WebPage {
  /** The address the page came from, after redirects. */
  url: string;
  html: string;
}

export interface WebPagesPort {
  /** Throws PageFetchError. */
  fetchPage(url: string): Promise<WebPage>;
}

/**
 * `not-allowed`: not http(s), a port other than 80/443, or a host that is (or resolves to, or redirects
 * to) an address off the public internet; `too-big`: past the size cap; `timeout`: past the time cap;
 * `too-many-redirects`; `http`: an error status; `connection`: unreachable or no such host; `not-html`:
 * an answer that is not a web page.
 */
export class PageFetchError extends ServiceError<
  'not-allowed' | 'too-big' | 'timeout' | 'too-many-redirects' | 'http' | 'connection' | 'not-html'
> {
  override name = 'PageFetchError';
}
