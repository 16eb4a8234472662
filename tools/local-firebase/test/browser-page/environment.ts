// What the browser suite runs against: the local server (store + REST + WebChannel Listen) or,
// with FIRESTORE_EMULATOR_HOST set, the official emulator; plus the page, Chromium and
// firebase-admin (preferRest) as the writer.
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { BrowserContext, Page } from 'playwright-core';
import type { FirestoreStore } from '../../src/firestore/store.js';
import type { WebChannelHandler, WebChannelOptions } from '../../src/firestore/webchannel.js';
import { buildPage, launchBrowser, openHarness, servePage } from './browser-kit.mjs';
import { type ChannelRequest, watchChannel } from './driver.js';

type Cleanup = () => Promise<unknown> | unknown;

export class ListenEnvironment {
  private readonly cleanups: Cleanup[] = [];
  private readonly pages: Page[] = [];
  db!: Firestore;
  private context!: BrowserContext;
  private pageOrigin = '';
  private firestore = { host: '127.0.0.1', port: 0 };
  /** Local server only: the store and the Listen handler, e.g. to drop sessions. */
  store: FirestoreStore | undefined;
  listen: WebChannelHandler | undefined;

  /** `emulatorHost` defaults to FIRESTORE_EMULATOR_HOST; null forces the local server. */
  readonly emulatorHost: string | undefined;

  constructor(
    readonly project: string,
    emulatorHost: string | null | undefined = process.env.FIRESTORE_EMULATOR_HOST,
  ) {
    this.emulatorHost = emulatorHost ?? undefined;
  }

  get local(): boolean {
    return !this.emulatorHost;
  }

  async start(): Promise<void> {
    const [pageDir, browser] = await Promise.all([buildPage(), launchBrowser(), this.startFirestore()]);
    this.cleanups.push(browser.close, () => rmSync(pageDir, { recursive: true, force: true }));
    this.context = browser.context;
    const pageServer = await servePage(pageDir);
    this.cleanups.push(pageServer.close);
    this.pageOrigin = pageServer.origin;
    process.env.FIRESTORE_EMULATOR_HOST = `${this.firestore.host}:${this.firestore.port}`;
    const app = initializeApp({ projectId: this.project }, `listen-env-${Date.now()}`);
    this.cleanups.push(() => deleteApp(app));
    this.db = getFirestore(app);
    // preferRest still asks google-auth for credentials even for an emulator host: a no-network stub.
    this.db.settings({
      preferRest: true,
      auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
    });
  }

  /** Opens a harness tab (closed by closePages) and records its Listen channel requests. */
  async openPage(
    opts: { longPolling?: boolean; xhr?: boolean; port?: number } = {},
  ): Promise<{ page: Page; channel: ChannelRequest[] }> {
    const page = await openHarness(this.context, this.pageOrigin, {
      ...this.firestore,
      project: this.project,
      ...opts,
    });
    this.pages.push(page);
    return { page, channel: watchChannel(page) };
  }

  /** Chromium allows 6 connections per host and every open tab holds a backchannel. */
  async closePages(): Promise<void> {
    await Promise.all(this.pages.splice(0).map((p) => p.close().catch(() => {})));
  }

  /** Local server only: a second Listen server on the same store with other transport options. */
  async serveListenWith(opts: WebChannelOptions): Promise<number> {
    if (!this.store) throw new Error('only the local server can be configured');
    const { createListenHandler } = await import('../../src/firestore/webchannel.js');
    return this.serve(this.store, createListenHandler(this.store, opts));
  }

  async close(): Promise<void> {
    await this.closePages();
    for (const cleanup of this.cleanups.reverse()) await cleanup();
  }

  private async startFirestore(): Promise<void> {
    if (this.emulatorHost) {
      const [host = '127.0.0.1', port = '8080'] = this.emulatorHost.split(':');
      this.firestore = { host, port: Number(port) };
      return;
    }
    const [{ FirestoreStore }, { createListenHandler }] = await Promise.all([
      import('../../src/firestore/store.js'),
      import('../../src/firestore/webchannel.js'),
    ]);
    this.store = new FirestoreStore();
    this.listen = createListenHandler(this.store);
    this.firestore = { host: '127.0.0.1', port: await this.serve(this.store, this.listen) };
  }

  private async serve(store: FirestoreStore, listen: WebChannelHandler): Promise<number> {
    const { createFirestoreServer } = await import('../../src/firestore/server.js');
    const server = createFirestoreServer({ store, listen });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.cleanups.push(
      () =>
        new Promise((resolve) => {
          listen.close();
          server.closeAllConnections();
          server.close(resolve);
        }),
    );
    return (server.address() as AddressInfo).port;
  }
}
