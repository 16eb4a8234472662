import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * Frames a value the way the WebChannel client reads it: `<length>\n<json>`. The client slices the
 * already decoded response *string*, so the length counts UTF-16 code units (`String#length`);
 * a byte length makes any chunk holding emoji or other non-ASCII text wait forever.
 */
export function frame(value: unknown): string {
  const json = JSON.stringify(value);
  return `${json.length}\n${json}`;
}

/**
 * A payload element already serialized to JSON. Fan-out sends the same document to many sessions;
 * serializing it once per pass instead of once per session keeps large documents cheap.
 */
export class RawJson {
  constructor(readonly json: string) {}
}

/** A payload array as delivered on the backchannel: `[arrayId, payload]`. */
type QueuedArray = [number, unknown[]];

/** Frames queued arrays `[[id, [payload...]], ...]`, splicing RawJson elements in as they are. */
function frameArrays(arrays: readonly QueuedArray[]): string {
  const parts = arrays.map(
    ([id, payload]) =>
      `[${id},[${payload.map((p) => (p instanceof RawJson ? p.json : JSON.stringify(p))).join(',')}]]`,
  );
  const json = `[${parts.join(',')}]`;
  return `${json.length}\n${json}`;
}

export interface SessionTimings {
  /** Idle time on a streaming backchannel before a keepalive noop is written. */
  keepaliveMs: number;
  /** How long a long-poll backchannel is held open with nothing to send before a noop answers it. */
  longPollHoldMs: number;
  /**
   * A streaming backchannel is ended after this many characters; the client opens the next one
   * with `AID`, which is what lets the server forget delivered arrays of a client that only listens.
   */
  recycleChars: number;
}

interface Backchannel {
  res: ServerResponse;
  longPoll: boolean;
  /** Highest array id written on this backchannel. */
  writtenUpTo: number;
  written: number;
  timer: NodeJS.Timeout | undefined;
}

/**
 * One WebChannel session: the server half of the closure WebChannel (VER=8) protocol. Payloads get
 * increasing array ids and stay queued until the client acknowledges them (`AID`), so a backchannel
 * that dies mid-write is repaired by resending on the next one; the client ignores ids it has seen.
 */
export class ChannelSession {
  readonly sid = randomBytes(12).toString('base64url');
  /** Last time a request of this session was seen or its backchannel ended (for garbage collection). */
  lastActivity = Date.now();
  closed = false;
  private nextArrayId = 1; // 0 is the handshake's ["c", ...] array
  private unacked: QueuedArray[] = [];
  private nextMapOffset = 0;
  private back: Backchannel | null = null;
  private flushQueued = false;
  private lastWriteAt = 0;
  private readonly closeListeners: (() => void)[] = [];

  constructor(
    readonly rpc: string,
    readonly headers: Readonly<Record<string, string>>,
    private readonly timings: SessionTimings,
  ) {}

  /** Id of the newest array queued for the client (reported in forward-channel replies). */
  get lastArrayId(): number {
    return this.nextArrayId - 1;
  }

  get hasBackchannel(): boolean {
    return this.back !== null;
  }

  get unacknowledged(): number {
    return this.unacked.length;
  }

  onClose(listener: () => void): void {
    this.closeListeners.push(listener);
  }

  /**
   * Queues one array for the client. Arrays queued in the same tick go out as one chunk, which keeps
   * a Listen snapshot (changes + its readTime marker) together and long-poll round trips few.
   */
  send(payload: unknown[]): void {
    if (this.closed) return;
    this.unacked.push([this.nextArrayId++, payload]);
    if (this.flushQueued) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      this.flush();
    });
  }

  /** Drops arrays the client has confirmed (`AID` on any request). */
  acknowledge(aid: number): void {
    if (!Number.isInteger(aid)) return;
    let drop = 0;
    while (drop < this.unacked.length && (this.unacked[drop]?.[0] ?? Number.POSITIVE_INFINITY) <= aid) drop++;
    if (drop > 0) this.unacked.splice(0, drop);
  }

  /** False for a forward-channel map already handled: the client resends maps when a POST fails. */
  acceptMap(offset: number): boolean {
    if (offset < this.nextMapOffset) return false;
    this.nextMapOffset = offset + 1;
    return true;
  }

  /** Takes over a new backchannel GET: the previous one (if any) is ended first. */
  attachBackchannel(res: ServerResponse, longPoll: boolean, aid: number): void {
    this.detachBackchannel();
    this.lastActivity = Date.now();
    const back: Backchannel = {
      res,
      longPoll,
      writtenUpTo: Number.isInteger(aid) ? aid : 0,
      written: 0,
      timer: undefined,
    };
    this.back = back;
    res.on('close', () => {
      if (this.back !== back) return;
      clearTimeout(back.timer);
      this.back = null;
      this.lastActivity = Date.now();
    });
    if (longPoll) {
      // An empty 200 counts as an error for the client, so a held poll is answered by a noop.
      back.timer = setTimeout(() => this.send(['noop']), this.timings.longPollHoldMs);
    } else {
      // Bytes must arrive at once: the SDK's buffering-proxy detection switches to long polling
      // when the first backchannel stays silent for a few handshake round trips.
      if (!this.hasPendingFor(back)) this.send(['noop']);
      // Checked twice per period, so no silence exceeds 1.5 x keepaliveMs (the client's watchdog
      // allows 1.5 x the announced 30 s).
      back.timer = setInterval(() => {
        if (Date.now() - this.lastWriteAt >= this.timings.keepaliveMs) this.send(['noop']);
      }, this.timings.keepaliveMs / 2);
    }
    this.flush();
  }

  /** Ends the session: its backchannel is closed and close listeners run once. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.detachBackchannel();
    this.unacked = [];
    for (const listener of this.closeListeners.splice(0)) listener();
  }

  private hasPendingFor(back: Backchannel): boolean {
    const last = this.unacked.at(-1);
    return last !== undefined && last[0] > back.writtenUpTo;
  }

  private flush(): void {
    const back = this.back;
    if (!back || !this.hasPendingFor(back)) return;
    const arrays = this.unacked.filter(([id]) => id > back.writtenUpTo);
    back.writtenUpTo = arrays.at(-1)?.[0] ?? back.writtenUpTo;
    this.lastWriteAt = Date.now();
    const chunk = frameArrays(arrays);
    back.res.write(chunk);
    back.written += chunk.length;
    // A long poll carries one chunk; the client polls again at once.
    if (back.longPoll || back.written >= this.timings.recycleChars) this.detachBackchannel();
  }

  private detachBackchannel(): void {
    const back = this.back;
    if (!back) return;
    this.back = null;
    clearTimeout(back.timer);
    back.res.end();
    this.lastActivity = Date.now();
  }
}
