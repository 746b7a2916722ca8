/**
 * Live updates for the TV boards (docs/design.md#live-boards), one hub per board per server. However many TVs are
 * connected, the hub reads the board's fingerprint once per interval (and not at all while none is), and when it moves
 * tells every connected TV, which then reloads its data. Servers sharing a database each poll it, so a change made
 * through any of them reaches every TV within one interval.
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
  /**
   * A stream open this long is ended at the next heartbeat, and its browser reconnects: a connection whose
   * TV went away without a word, or that someone holds open on purpose, does not keep its place for ever.
   */
  maxAgeMs: number;
  onError?: (error: unknown) => void;
};

/**
 * Who holds a stream: a board link (its id), or else, for a stream anyone may open, its address (its key, as
 * per-address limits count); a staff member's stream is neither.
 */
export type StreamHolder = { linkId: number | null; address: string | null };

type Client = { target: StreamTarget; holder: StreamHolder; since: number };

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

  /** How many streams a board link holds (`"links"`), or an address (its key). */
  heldBy(holder: "links" | string) {
    let count = 0;
    for (const { holder: h } of this.#clients)
      if (holder === "links" ? h.linkId !== null : h.address === holder) count++;
    return count;
  }

  /** Starts a stream on `target`; returns what to call when its connection closes. */
  add(target: StreamTarget, holder: StreamHolder = { linkId: null, address: null }, now = Date.now()) {
    const client = { target, holder, since: now };
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
    const linked = [...this.#clients].filter((c) => c.holder.linkId !== null);
    if (!linked.length || !this.#options.liveLinks) return;
    const live = await this.#options.liveLinks([...new Set(linked.map((c) => c.holder.linkId as number))]);
    for (const client of linked) if (!live.has(client.holder.linkId as number)) this.#drop(client);
  }

  /** One heartbeat, as the timer runs it: ends the streams past their age, keeps the others alive. */
  heartbeat(now = Date.now()) {
    for (const client of [...this.#clients]) if (now - client.since >= this.#options.maxAgeMs) this.#drop(client);
    this.#send(": ping\n\n");
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
    this.#heartbeat = setInterval(() => this.heartbeat(), this.#options.heartbeatMs);
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
