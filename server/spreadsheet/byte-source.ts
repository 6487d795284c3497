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
