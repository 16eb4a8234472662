// A minimal WebChannel client for tests and benchmarks of the transport: it speaks the same wire
// format as the browser SDK's closure WebChannel (VER=8).

export type ChannelArray = [number, unknown[]];

/** Splits `<len>\n<json>` chunks, where len counts UTF-16 code units of the decoded text. */
export class ChunkParser {
  private buffer = '';

  push(text: string): unknown[] {
    this.buffer += text;
    const out: unknown[] = [];
    for (;;) {
      const newline = this.buffer.indexOf('\n');
      if (newline < 0) return out;
      const length = Number(this.buffer.slice(0, newline));
      if (this.buffer.length < newline + 1 + length) return out;
      out.push(JSON.parse(this.buffer.slice(newline + 1, newline + 1 + length)));
      this.buffer = this.buffer.slice(newline + 1 + length);
    }
  }
}

export class TestChannel {
  sid = '';
  private rid = 1000;
  private ofs = 0;

  constructor(
    readonly base: string,
    readonly rpc = 'Listen',
    readonly origin = 'http://page.test',
  ) {}

  url(params: Record<string, string>): string {
    const query = new URLSearchParams({ VER: '8', database: 'projects/p/databases/(default)', ...params });
    return `${this.base}/google.firestore.v1.Firestore/${this.rpc}/channel?${query}`;
  }

  /** Handshake carrying the first messages; resolves to the raw response. */
  async open(messages: unknown[] = [], headers = 'X-Goog-Api-Client:test\r\n'): Promise<Response> {
    const res = await fetch(this.url({ RID: String(this.rid++), CVER: '22', t: '1' }), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: this.origin },
      body: this.form(messages, { headers }),
    });
    const text = await res.text();
    const arrays = new ChunkParser().push(text)[0] as ChannelArray[];
    const handshake = arrays[0]?.[1] as unknown[];
    this.sid = String(handshake[1]);
    return new Response(text, { status: res.status, headers: res.headers });
  }

  /** Sends maps starting at `ofs` (defaults to the next unsent offset). */
  async post(messages: unknown[], opts: { ofs?: number; aid?: number } = {}): Promise<Response> {
    return fetch(this.url({ SID: this.sid, RID: String(this.rid++), AID: String(opts.aid ?? 0) }), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: this.origin },
      body: this.form(messages, { ofs: opts.ofs }),
    });
  }

  backchannel(opts: { aid?: number; longPoll?: boolean } = {}): Backchannel {
    const url = this.url({
      RID: 'rpc',
      SID: this.sid,
      AID: String(opts.aid ?? 0),
      CI: opts.longPoll ? '1' : '0',
      TYPE: 'xmlhttp',
    });
    return new Backchannel(url, this.origin);
  }

  async terminate(): Promise<Response> {
    return fetch(this.url({ SID: this.sid, RID: String(this.rid++), TYPE: 'terminate' }), { method: 'POST' });
  }

  private form(messages: unknown[], extra: { ofs?: number; headers?: string }): string {
    const ofs = extra.ofs ?? this.ofs;
    this.ofs = Math.max(this.ofs, ofs + messages.length);
    const form = new URLSearchParams();
    if (extra.headers !== undefined) form.set('headers', extra.headers);
    form.set('count', String(messages.length));
    form.set('ofs', String(ofs));
    for (const [i, m] of messages.entries()) form.set(`req${i}___data__`, JSON.stringify(m));
    return form.toString();
  }
}

/** A backchannel GET whose arrays are collected as they stream in. */
export class Backchannel {
  readonly arrays: ChannelArray[] = [];
  readonly rawChunks: string[] = [];
  readonly done: Promise<void>;
  status = 0;
  headers: Headers | undefined;
  private readonly abort = new AbortController();
  private waiters: (() => void)[] = [];

  constructor(url: string, origin: string) {
    this.done = this.run(url, origin);
  }

  private async run(url: string, origin: string): Promise<void> {
    try {
      const res = await fetch(url, { headers: { Origin: origin }, signal: this.abort.signal });
      this.status = res.status;
      this.headers = res.headers;
      const parser = new ChunkParser();
      const decoder = new TextDecoder();
      const reader = res.body?.getReader();
      if (!reader) return;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const text = decoder.decode(value, { stream: true });
        this.rawChunks.push(text);
        for (const chunk of parser.push(text)) this.arrays.push(...(chunk as ChannelArray[]));
        this.wake();
      }
    } catch (error) {
      if (!this.abort.signal.aborted) throw error;
    } finally {
      this.wake();
    }
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Waits until `predicate` holds for the arrays received so far. */
  async until(predicate: (arrays: ChannelArray[]) => boolean, timeoutMs = 5000): Promise<ChannelArray[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.arrays)) {
      if (Date.now() > deadline) throw new Error(`backchannel timeout; got ${JSON.stringify(this.arrays)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.arrays;
  }

  close(): void {
    this.abort.abort();
  }
}
