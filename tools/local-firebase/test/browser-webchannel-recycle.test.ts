// Local server only (whatever FIRESTORE_EMULATOR_HOST says): the transport ends long streaming
// backchannels so that a client that only listens still acknowledges what it received. The real
// SDK must carry on across those ends without a new session.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { backchannels, handshakes, listenDoc, snapshot } from './browser-page/driver.js';
import { ListenEnvironment } from './browser-page/environment.js';

const env = new ListenEnvironment('demo-listen-recycle', null);

beforeAll(() => env.start(), 90_000);
afterAll(() => env.close());

test('the browser keeps receiving across recycled streaming backchannels', async () => {
  const port = await env.serveListenWith({ recycleChars: 1500 });
  const { page, channel } = await env.openPage({ port });
  await env.db.doc('recycle/a').set({ n: 0, pad: 'p'.repeat(400) });
  await listenDoc(page, 'doc', 'recycle/a');
  await snapshot(page, 'doc', 'initial', (s) => s.data?.n === 0);
  for (let n = 1; n <= 12; n++) {
    await env.db.doc('recycle/a').update({ n });
    await snapshot(page, 'doc', `update ${n}`, (s) => s.data?.n === n);
  }
  expect(backchannels(channel).length).toBeGreaterThan(2);
  expect(handshakes(channel)).toHaveLength(1);
}, 60_000);
