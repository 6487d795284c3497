import { Readable } from "node:stream";
import { createInflateRaw } from "node:zlib";
import { FileRefused } from "./file-refused";
import type { ByteSource } from "./byte-source";
import { readEntryData, type ZipEntry } from "./zip-directory";
import { checkInflated, damagedZip } from "./zip-limits";

const oversizedPart = "The file is damaged: a part unpacks larger than its header declares";
const doctypeRefused = "The file contains an XML document type declaration (DOCTYPE), which .xlsx files never have: entities are not read";

const doctype = Buffer.from("<!DOCTYPE");
/** Inflated pieces of this size: a row spans few of them, and a bomb is caught within one. */
const chunkSize = 256 * 1024;

/** The part's bytes as stored in the file, inflated as they are read when deflated. */
async function* unpacked(source: ByteSource, entry: ZipEntry, dataStart: number): AsyncGenerator<Buffer> {
  const packed = source.chunks(dataStart, dataStart + entry.compressedSize);
  if (entry.method === 0) {
    yield* packed;
    return;
  }
  const inflater = createInflateRaw({ chunkSize });
  const input = Readable.from(packed);
  input.once("error", (error) => inflater.destroy(error));
  input.pipe(inflater);
  try {
    yield* inflater as AsyncIterable<Buffer>;
  } finally {
    input.destroy();
    inflater.destroy();
  }
}

/**
 * One part of an .xlsx as it unpacks, a piece at a time, refused as soon as it
 * outgrows what its headers declare (400), packs tighter than real data does (413),
 * or carries a DOCTYPE (400); a deflate stream that is cut short or corrupt is
 * refused as damaged (400). Nothing of it is held beyond the piece in hand.
 */
export async function* partChunks(source: ByteSource, entry: ZipEntry): AsyncGenerator<Buffer> {
  const data = await readEntryData(source, entry);
  if (!data || (entry.method !== 0 && entry.method !== 8)) throw new FileRefused("unreadable", damagedZip);
  let size = 0;
  let tail: Buffer = Buffer.alloc(0);
  const pieces = unpacked(source, entry, data.dataStart)[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await pieces.next();
      } catch {
        throw new FileRefused("unreadable", damagedZip);
      }
      if (next.done) return;
      const chunk = next.value;
      size += chunk.length;
      if (size > data.declaredSize) throw new FileRefused("unreadable", oversizedPart);
      checkInflated(size, entry.compressedSize);
      // A DOCTYPE split between two pieces is found in the last bytes of one and the first of the next.
      if (chunk.includes(doctype) || Buffer.concat([tail, chunk.subarray(0, doctype.length)]).includes(doctype)) {
        throw new FileRefused("unreadable", doctypeRefused);
      }
      tail = chunk.subarray(-doctype.length);
      yield chunk;
    }
  } finally {
    // Stops the inflater when the reader leaves early (a refusal, a cancelled read).
    await pieces.return(undefined);
  }
}

/** A part read whole, as text: for the small ones (workbook, relationships, styles). */
export async function partText(source: ByteSource, entry: ZipEntry): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of partChunks(source, entry)) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
