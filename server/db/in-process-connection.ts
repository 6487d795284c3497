import { Duplex } from "node:stream";

/**
 * One end of a connection that never leaves the process: what one end writes, the other reads.
 * It has the few socket methods `pg` and pglite-socket call (connect, setNoDelay, setKeepAlive, ref,
 * unref); having no handle of its own, it keeps the process alive only through its peer's work.
 */
class InProcessSocket extends Duplex {
  peer!: InProcessSocket;
  readonly remoteAddress = "in-process";
  readonly remotePort = 0;

  /** `pg` connects its end, then waits for "connect" before it sends the startup message. */
  connect(): this {
    process.nextTick(() => this.emit("connect"));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.peer.push(chunk);
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    this.peer.push(null);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    // The other end learns the connection is gone, as with a socket closed under it.
    if (!this.peer.destroyed) this.peer.destroy();
    done(error);
  }
}

/** Two connected ends: the client's and the server's. */
export function inProcessPair(): [client: InProcessSocket, server: InProcessSocket] {
  const client = new InProcessSocket({ allowHalfOpen: false });
  const server = new InProcessSocket({ allowHalfOpen: false });
  client.peer = server;
  server.peer = client;
  return [client, server];
}
