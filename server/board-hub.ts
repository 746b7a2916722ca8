/**
 * Live updates for the TV boards (issue 23), one hub per board per server. However many TVs are connected,
 * the hub reads the board's fingerprint once per interval (and not at all while none is), and when it moves
 * tells every connected TV, which then reloads its data. Servers sharing a database each poll it, so a change
 * made through any of them reaches every TV within one interval.
 */

/** What the hub needs of a connection: an Express response is one. */
export type StreamTarget = {
  write: (chunk: string) => boolean;
  end: () => void;
  writableLength: number;
};

export type HubOptions = {
  /** The board's current state as a short string (a hash of its data): a new one means a change. */
  fingerprint: () => Promise<string>;
  /** Of the board links behind connections, the ids still live: the others are cut at the next poll. */
  liveLinks?: (ids: number[]) => Promise<Set<number>>;
  pollMs: number;
  /** A comment line this often keeps proxies and the browser from dropping an idle stream. */
  heartbeatMs: number;
  /** How long the browser waits before reconnecting (the stream's `retry:`). */
  retryMs: number;
  onError?: (error: unknown) => void;
};

type Client = { target: StreamTarget; linkId: number | null };

/** A TV that cannot keep up (its connection stalled) is let go rather than buffered for. */
const MAX_BUFFERED = 64 * 1024;

export class BoardHub {
  readonly #clients = new Set<Client>();
  readonly #options: HubOptions;
  #last: string | null = null;
  #poll: NodeJS.Timeout | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  #polling = false;

  constructor(options: HubOptions) {
    this.#options = options;
  }

  get size() {
    return this.#clients.size;
  }

  /** Starts a stream on `target`; returns what to call when its connection closes. */
  add(target: StreamTarget, linkId: number | null = null) {
    const client = { target, linkId };
    this.#clients.add(client);
    target.write(`retry: ${this.#options.retryMs}\n: connected\n\n`);
    this.#start();
    return () => this.#remove(client);
  }

  /** Ends every stream (a clean stop): the browsers reconnect to whichever server answers next. */
  closeAll() {
    for (const client of [...this.#clients]) this.#drop(client);
    this.#stop();
  }

  /** One poll, as the timer runs it; exported for the tests that drive the hub by hand. */
  async poll() {
    if (this.#polling) return;
    this.#polling = true;
    try {
      await this.#cutRevokedLinks();
      const now = await this.#options.fingerprint();
      const changed = this.#last !== null && now !== this.#last;
      this.#last = now;
      if (changed) this.#send("event: change\ndata: \n\n");
    } catch (error) {
      this.#options.onError?.(error);
    } finally {
      this.#polling = false;
    }
  }

  async #cutRevokedLinks() {
    const linked = [...this.#clients].filter((c) => c.linkId !== null);
    if (!linked.length || !this.#options.liveLinks) return;
    const live = await this.#options.liveLinks([...new Set(linked.map((c) => c.linkId as number))]);
    for (const client of linked) if (!live.has(client.linkId as number)) this.#drop(client);
  }

  #send(chunk: string) {
    for (const client of [...this.#clients]) {
      if (client.target.writableLength > MAX_BUFFERED) this.#drop(client);
      else client.target.write(chunk);
    }
  }

  #drop(client: Client) {
    this.#remove(client);
    client.target.end();
  }

  #remove(client: Client) {
    this.#clients.delete(client);
    if (this.#clients.size === 0) this.#stop();
  }

  #start() {
    if (this.#poll) return;
    this.#poll = setInterval(() => void this.poll(), this.#options.pollMs);
    this.#heartbeat = setInterval(() => this.#send(": ping\n\n"), this.#options.heartbeatMs);
    // A server stopping does not wait for the boards.
    this.#poll.unref();
    this.#heartbeat.unref();
    void this.poll();
  }

  #stop() {
    if (this.#poll) clearInterval(this.#poll);
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#poll = this.#heartbeat = null;
    // The next first TV starts from a fresh reading, not one from before the quiet spell.
    this.#last = null;
  }
}
