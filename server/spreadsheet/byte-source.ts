import { open } from "node:fs/promises";

/** Pieces of about this size: large enough that per-piece costs vanish, small enough to hold several. */
const chunkBytes = 1024 * 1024;

/**
 * An uploaded file's bytes, read where they are: a buffer in memory, or a file on
 * disk read by position, so a large file is never held whole.
 */
export interface ByteSource {
  readonly size: number;
  /** `length` bytes from `position`, or fewer where the file ends. */
  read(position: number, length: number): Promise<Buffer>;
  /** The bytes from `start` up to `end`, in pieces; each piece is the caller's to keep. */
  chunks(start: number, end: number): AsyncIterable<Buffer>;
  close(): Promise<void>;
}

export function bufferSource(buffer: Buffer): ByteSource {
  return {
    size: buffer.length,
    read: async (position, length) => buffer.subarray(position, position + length),
    async *chunks(start, end) {
      for (let at = start; at < end; at += chunkBytes) yield buffer.subarray(at, Math.min(end, at + chunkBytes));
    },
    close: async () => {},
  };
}

export async function fileSource(path: string): Promise<ByteSource> {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    const read = async (position: number, length: number) => {
      const buffer = Buffer.allocUnsafe(Math.max(0, Math.min(length, size - position)));
      let filled = 0;
      while (filled < buffer.length) {
        const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, position + filled);
        // The file shrank while it was read: what is there is all there is.
        if (bytesRead === 0) return buffer.subarray(0, filled);
        filled += bytesRead;
      }
      return buffer;
    };
    return {
      size,
      read,
      async *chunks(start, end) {
        for (let at = start; at < end; at += chunkBytes) {
          const piece = await read(at, Math.min(chunkBytes, end - at));
          if (piece.length === 0) return;
          yield piece;
        }
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * `source`, telling how far its latest run of pieces has gone: during the rows that is the sheet's
 * part of an .xlsx or a CSV's second pass, so `fraction()` is the share of the rows read, by bytes.
 */
export function withProgress(source: ByteSource): ByteSource & { fraction(): number } {
  let run = { start: 0, end: 0, at: 0 };
  return {
    size: source.size,
    read: (position, length) => source.read(position, length),
    async *chunks(start, end) {
      const current = { start, end, at: start };
      run = current;
      for await (const piece of source.chunks(start, end)) {
        current.at += piece.length;
        yield piece;
      }
    },
    close: () => source.close(),
    fraction: () => (run.end > run.start ? Math.min(1, (run.at - run.start) / (run.end - run.start)) : 0),
  };
}
