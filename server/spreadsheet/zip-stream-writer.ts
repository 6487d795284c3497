import { once } from "node:events";
import type { Writable } from "node:stream";
import { crc32, createDeflateRaw } from "node:zlib";

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const utf8AndDescriptor = 0x0808;
const deflated = 8;
const version = 20;

/**
 * Waits for `drain`, or fails when the stream closes or errors first (a client gone mid-download).
 * Both listeners go once either fires: an export waits thousands of times on one stream.
 */
async function drained(stream: Writable): Promise<void> {
  const settled = new AbortController();
  const closed = once(stream, "close", { signal: settled.signal }).then(() => {
    throw new Error("The output closed before the file was written");
  });
  try {
    await Promise.race([once(stream, "drain", { signal: settled.signal }), closed]);
  } finally {
    settled.abort();
  }
}

/**
 * Writes a ZIP archive to a stream one entry at a time, deflating as it goes and
 * waiting whenever the stream is full, so memory stays small whatever the size.
 * Sizes and CRC follow each entry in a data descriptor, as streaming writers do.
 */
export class ZipStreamWriter {
  private offset = 0;
  private readonly entries: Written[] = [];
  private current: { name: Buffer; crc: number; size: number; compressed: number; offset: number; deflate: ReturnType<typeof createDeflateRaw> } | undefined;

  constructor(private readonly out: Writable) {}

  private async raw(buffer: Buffer): Promise<void> {
    this.offset += buffer.length;
    if (!this.out.write(buffer)) await drained(this.out);
  }

  async begin(name: string): Promise<void> {
    if (this.current) await this.end();
    const nameBytes = Buffer.from(name, "utf8");
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(version, 4);
    header.writeUInt16LE(utf8AndDescriptor, 6);
    header.writeUInt16LE(deflated, 8);
    header.writeUInt16LE(0x21, 12); // 1980-01-01: the archive's own dates carry nothing
    header.writeUInt16LE(nameBytes.length, 26);
    const offset = this.offset;
    await this.raw(Buffer.concat([header, nameBytes]));
    // Level 1: an export is made to be downloaded once; speed matters more than the last part of its size.
    const deflate = createDeflateRaw({ level: 1 });
    const entry = { name: nameBytes, crc: 0, size: 0, compressed: 0, offset, deflate };
    deflate.on("data", (chunk: Buffer) => {
      entry.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        drained(this.out).then(
          () => deflate.resume(),
          (error: Error) => deflate.destroy(error),
        );
      }
    });
    this.current = entry;
  }

  /** Appends to the open entry; resolves once the deflater can take more. */
  async write(text: string): Promise<void> {
    const entry = this.current;
    if (!entry) throw new Error("No open entry");
    const bytes = Buffer.from(text, "utf8");
    entry.crc = crc32(bytes, entry.crc);
    entry.size += bytes.length;
    if (!entry.deflate.write(bytes)) await once(entry.deflate, "drain");
  }

  /** Bytes written to the open entry so far, before compression. */
  get entrySize(): number {
    return this.current?.size ?? 0;
  }

  private async end(): Promise<void> {
    const entry = this.current;
    if (!entry) return;
    this.current = undefined;
    entry.deflate.end();
    await once(entry.deflate, "end");
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.raw(descriptor);
    this.entries.push(entry);
  }

  /** Closes the last entry and writes the central directory; the caller ends the stream. */
  async finish(): Promise<void> {
    await this.end();
    const start = this.offset;
    for (const e of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(version, 4);
      record.writeUInt16LE(version, 6);
      record.writeUInt16LE(utf8AndDescriptor, 8);
      record.writeUInt16LE(deflated, 10);
      record.writeUInt16LE(0x21, 14);
      record.writeUInt32LE(e.crc, 16);
      record.writeUInt32LE(e.compressed, 20);
      record.writeUInt32LE(e.size, 24);
      record.writeUInt16LE(e.name.length, 28);
      record.writeUInt32LE(e.offset, 42);
      await this.raw(Buffer.concat([record, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.raw(end);
  }
}
