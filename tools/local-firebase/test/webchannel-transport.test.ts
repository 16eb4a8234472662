import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import {
  type ChannelEndpoint,
  createWebChannelHandler,
  type WebChannelHandler,
  type WebChannelOptions,
} from '../src/firestore/webchannel.js';
import { frame } from '../src/firestore/webchannel-session.js';
import { type ChannelArray, TestChannel } from './webchannel-client.js';

// The transport is exercised with an echo endpoint: every forward message comes back as one array.
interface Harness {
  base: string;
  handler: WebChannelHandler;
  received: unknown[];
  closed: number;
}

let server: Server | undefined;
let handler: WebChannelHandler | undefined;

afterEach(async () => {
  handler?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
  handler = undefined;
});

async function start(opts: WebChannelOptions = {}): Promise<Harness> {
  const h = { received: [] as unknown[], closed: 0 } as Harness;
  handler = createWebChannelHandler((rpc, session): ChannelEndpoint | null => {
    if (rpc !== 'Listen') return null;
    return {
      receive: (message) => {
        h.received.push(message);
        session.send([{ echo: message }]);
      },
      close: () => {
        h.closed++;
      },
    };
  }, opts);
  const channel = handler;
  server = createServer(async (req, res) => {
    if (!(await channel(req, res))) {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  h.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  h.handler = channel;
  return h;
}

/** A started transport with a channel opened on it, its handshake carrying `messages`. */
async function opened(opts: WebChannelOptions = {}, messages?: unknown[]) {
  const h = await start(opts);
  const channel = new TestChannel(h.base);
  const handshake = await channel.open(messages);
  return { h, channel, handshake };
}

/** An opened channel with a streaming backchannel that has received its first array. */
async function streaming(opts: WebChannelOptions = {}) {
  const { h, channel } = await opened(opts);
  const back = channel.backchannel();
  await back.until((a) => a.length >= 1);
  return { h, channel, back };
}

const payloads = (arrays: ChannelArray[]) => arrays.map(([, payload]) => payload[0]);
const ids = (arrays: ChannelArray[]) => arrays.map(([id]) => id);

describe('WebChannel transport', () => {
  test('handshake opens a session, answers the c array and echoes the Origin for credentialed CORS', async () => {
    const { h, channel, handshake: res } = await opened({}, [{ n: 1 }]);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://page.test');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const text = await res.text();
    expect(text).toBe(frame([[0, ['c', channel.sid, '', 8, 14, 30000]]]));
    expect(h.received).toEqual([{ n: 1 }]);
    expect(h.handler.sessionCount()).toBe(1);
  });

  test('streaming backchannel gets a noop at once, then queued arrays with increasing ids', async () => {
    const { channel, back } = await streaming();
    expect(payloads(back.arrays)).toEqual(['noop']);
    const reply = await channel.post([{ n: 1 }, { n: 2 }]);
    expect(await reply.text()).toBe(frame([1, 3, 0]));
    await back.until((a) => a.length >= 3);
    expect(ids(back.arrays)).toEqual([1, 2, 3]);
    expect(payloads(back.arrays).slice(1)).toEqual([{ echo: { n: 1 } }, { echo: { n: 2 } }]);
    back.close();
  });

  test('length prefix counts UTF-16 code units so emoji content arrives', async () => {
    const { channel, back } = await streaming();
    await channel.post([{ title: 'Grüße 😀🍕' }]);
    await back.until((a) => a.length >= 2);
    expect(payloads(back.arrays)[1]).toEqual({ echo: { title: 'Grüße 😀🍕' } });
    const raw = back.rawChunks.join('');
    const json = JSON.stringify([[2, [{ echo: { title: 'Grüße 😀🍕' } }]]]);
    expect(raw.endsWith(`${json.length}\n${json}`)).toBe(true);
    expect(Buffer.byteLength(json)).not.toBe(json.length);
    back.close();
  });

  test('retried forward maps below the handled offset are not delivered twice', async () => {
    const { h, channel } = await opened({}, [{ n: 0 }]);
    await channel.post([{ n: 1 }, { n: 2 }], { ofs: 1 });
    await channel.post([{ n: 2 }, { n: 3 }], { ofs: 2 });
    expect(h.received).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }, { n: 3 }]);
  });

  test('unacknowledged arrays are resent on a new backchannel, acknowledged ones are not', async () => {
    const { channel } = await opened({}, [{ n: 1 }, { n: 2 }]);
    const first = channel.backchannel();
    await first.until((a) => a.length >= 2);
    first.close();
    const second = channel.backchannel({ aid: 1 });
    await second.until((a) => a.length >= 1);
    expect(ids(second.arrays)).toEqual([2]);
    expect(payloads(second.arrays)).toEqual([{ echo: { n: 2 } }]);
    second.close();
    const third = channel.backchannel({ aid: 2 });
    await third.until((a) => a.length >= 1);
    expect(payloads(third.arrays)).toEqual(['noop']);
    third.close();
  });

  test('long poll answers one chunk and ends; an idle poll is answered by a noop', async () => {
    const { channel } = await opened({ longPollHoldMs: 150 }, [{ n: 1 }]);
    const poll = channel.backchannel({ longPoll: true });
    await poll.done;
    expect(payloads(poll.arrays)).toEqual([{ echo: { n: 1 } }]);
    const idle = channel.backchannel({ aid: 1, longPoll: true });
    const started = Date.now();
    await idle.done;
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(idle.arrays).toEqual([[2, ['noop']]]);
    const waiting = channel.backchannel({ aid: 2, longPoll: true });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await channel.post([{ n: 2 }], { aid: 2 });
    await waiting.done;
    expect(payloads(waiting.arrays)).toEqual([{ echo: { n: 2 } }]);
  });

  test('an idle streaming backchannel receives keepalive noops', async () => {
    const { channel } = await opened({ keepaliveMs: 100 });
    const back = channel.backchannel();
    await back.until((a) => a.length >= 3);
    expect(payloads(back.arrays)).toEqual(['noop', 'noop', 'noop']);
    back.close();
  });

  test('a streaming backchannel is ended after recycleChars and the next one resumes after AID', async () => {
    const { h, channel, back: first } = await streaming({ recycleChars: 200 });
    await channel.post([{ pad: 'x'.repeat(300) }, { n: 2 }]);
    await first.done;
    expect(ids(first.arrays)).toEqual([1, 2, 3]);
    const second = channel.backchannel({ aid: 3 });
    await second.until((a) => a.length >= 1);
    expect(payloads(second.arrays)).toEqual(['noop']);
    expect(h.handler.sessionCount()).toBe(1);
    second.close();
  });

  test('unknown SID is answered 400 with the text the client recognises', async () => {
    const h = await start();
    const channel = new TestChannel(h.base);
    channel.sid = 'nope';
    const post = await channel.post([{ n: 1 }]);
    expect(post.status).toBe(400);
    expect(post.headers.get('access-control-allow-origin')).toBe('http://page.test');
    expect(await post.text()).toBe('<html><body>Unknown SID</body></html>');
    const back = channel.backchannel();
    await back.done;
    expect(back.status).toBe(400);
    expect(back.rawChunks.join('')).toContain('Unknown SID');
  });

  test('terminate closes the session and its endpoint', async () => {
    const { h, channel } = await opened();
    expect((await channel.terminate()).status).toBe(200);
    expect(h.closed).toBe(1);
    expect(h.handler.sessionCount()).toBe(0);
    expect((await channel.post([{ n: 1 }])).status).toBe(400);
  });

  test('sessions without a backchannel are garbage-collected, live ones are kept', async () => {
    const h = await start({ sessionTimeoutMs: 100, gcIntervalMs: 25 });
    const idle = new TestChannel(h.base);
    await idle.open();
    const live = new TestChannel(h.base);
    await live.open();
    const back = live.backchannel();
    await back.until((a) => a.length >= 1);
    for (let waited = 0; h.closed === 0 && waited < 5000; waited += 25) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(h.handler.sessionCount()).toBe(1);
    expect(h.closed).toBe(1);
    expect((await idle.post([{ n: 1 }])).status).toBe(400);
    back.close();
  });

  test('dropSessions ends open backchannels and forgets every session', async () => {
    const { h, channel, back } = await streaming();
    h.handler.dropSessions();
    await back.done;
    expect(h.handler.sessionCount()).toBe(0);
    const again = channel.backchannel();
    await again.done;
    expect(again.status).toBe(400);
  });

  test('bad input gets an error and the server keeps serving', async () => {
    const { h, channel } = await opened({ maxBodyBytes: 1000 });
    const big = await channel.post([{ pad: 'x'.repeat(2000) }]);
    expect(big.status).toBe(413);
    const res = await fetch(channel.url({ SID: channel.sid, RID: '5' }), {
      method: 'POST',
      body: 'count=1&ofs=9&req0___data__=%7Bnot-json',
    });
    expect(res.status).toBe(400);
    const other = new TestChannel(h.base, 'Write');
    const write = await fetch(other.url({ RID: '1' }), { method: 'POST', body: 'count=0&ofs=0' });
    expect(write.status).toBe(404);
    expect((await channel.post([{ n: 1 }])).status).toBe(200);
  });
});
