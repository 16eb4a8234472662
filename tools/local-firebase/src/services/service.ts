// Services plugged into the services server: stand-ins for the outside APIs a project's functions call
// (an AI provider, a product database...), served on the mail sink's port so one base URL reaches them
// all. A service sees a parsed request and returns an answer; the server does the HTTP.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Log } from '../log.js';

export interface ServiceRequest {
  method: string;
  /** The path below the service's prefix, without a trailing slash: `/chat/completions`, `/` at the prefix. */
  path: string;
  /** The whole URL as asked, query included. */
  url: URL;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON; undefined when it is not JSON. Over the size limit the server answers 413. */
  json(): Promise<unknown>;
}

export interface ServiceAnswer {
  status: number;
  /** Sent as JSON unless a string with its own `contentType`; nothing for 202 and 204. */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface LocalService {
  /** Named in the start-up log, e.g. "demo AI". */
  name: string;
  /** Every request whose path is this prefix or below it goes to this service, e.g. `/openai/v1`. */
  prefix: string;
  /** The answer; undefined for a path the service does not serve (the server answers 404). */
  handle(request: ServiceRequest): ServiceAnswer | undefined | Promise<ServiceAnswer | undefined>;
}

/** What a module given to `--service` gets: its default export is called with it. */
export interface ServiceContext {
  log: Log;
}

/** The default export of a module given to `--service`. */
export type ServiceFactory = (
  context: ServiceContext,
) => LocalService | LocalService[] | Promise<LocalService | LocalService[]>;

const BODY_LIMIT = 25 * 1024 * 1024;

/** A body over the limit: the server answers 413 whichever service asked for it. */
export class BodyTooLarge extends Error {
  constructor() {
    super('Request too large');
  }
}

/** The request as a service sees it; the body is read once, when first asked for. */
export function serviceRequest(req: IncomingMessage, url: URL, path: string): ServiceRequest {
  let body: Promise<unknown> | undefined;
  const read = async () => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > BODY_LIMIT) throw new BodyTooLarge();
      chunks.push(chunk as Buffer);
    }
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    } catch {
      return undefined;
    }
  };
  return {
    method: req.method ?? 'GET',
    path,
    url,
    headers: req.headers,
    json: () => {
      body ??= read();
      return body;
    },
  };
}

/** The service whose prefix covers `path` (the longest prefix wins), and the path below it. */
export function routeTo(
  services: readonly LocalService[],
  path: string,
): { service: LocalService; path: string } | undefined {
  let found: { service: LocalService; path: string } | undefined;
  for (const service of services) {
    const prefix = service.prefix.replace(/\/+$/, '');
    if (path !== prefix && !path.startsWith(`${prefix}/`)) continue;
    if (found && found.service.prefix.length >= prefix.length) continue;
    found = { service, path: path.slice(prefix.length) || '/' };
  }
  return found;
}

/** Loads the modules given to `--service`: each default-exports a factory of one service or several. */
export async function loadServices(
  modules: readonly string[],
  context: ServiceContext,
): Promise<LocalService[]> {
  const loaded: LocalService[] = [];
  for (const file of modules) {
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    if (typeof module.default !== 'function')
      throw new Error(`${file}: a service module default-exports a function that returns its services`);
    const made = await (module.default as ServiceFactory)(context);
    for (const service of Array.isArray(made) ? made : [made]) {
      if (
        typeof service?.prefix !== 'string' ||
        !service.prefix.startsWith('/') ||
        typeof service.handle !== 'function'
      )
        throw new Error(
          `${file}: a service has a name, a prefix starting with "/" and a handle(request) function`,
        );
      loaded.push(service);
    }
  }
  return loaded;
}
