import { createInflateRaw } from "node:zlib";
import { readZipDirectory, type ZipEntry } from "./zip-directory";
import { damagedZip, maxZipEntries } from "./zip-limits";

const oversizedPart = "The file is damaged: a part unpacks larger than its header declares";
const doctypeRefused = "The file contains an XML document type declaration (DOCTYPE), which .xlsx files never have: entities are not read";

const doctype = Buffer.from("<!DOCTYPE");

/**
 * Inflates one part with zlib and throws the output away, stopping as soon as it
 * outgrows its declared size. SheetJS's own inflater trusts the declaration: too
 * small and it silently spins through the rest (or, with a zero size, grows
 * without bound); a corrupt stream can send it into an endless loop.
 */
async function inspectPart(buffer: Buffer, entry: ZipEntry): Promise<string | undefined> {
  const data = buffer.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  // SheetJS never parses images, and an SVG may carry a DOCTYPE of its own.
  const scan = !/(^|\/)media\//i.test(entry.name);
  if (entry.method === 0) {
    if (data.length > entry.declaredSize) return oversizedPart;
    return scan && data.includes(doctype) ? doctypeRefused : undefined;
  }
  if (entry.method !== 8) return damagedZip;
  const inflater = createInflateRaw({ chunkSize: 1024 * 1024 });
  let size = 0;
  let tail: Buffer = Buffer.alloc(0);
  try {
    inflater.end(data);
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > entry.declaredSize) return oversizedPart;
      const acrossChunks = Buffer.concat([tail, chunk.subarray(0, doctype.length)]);
      if (scan && (chunk.includes(doctype) || acrossChunks.includes(doctype))) return doctypeRefused;
      tail = chunk.subarray(-doctype.length);
    }
  } catch {
    return damagedZip;
  } finally {
    inflater.destroy();
  }
  return undefined;
}

/** Why the .xlsx must not reach SheetJS, or undefined when every part inflates cleanly within its declared size. */
export async function checkZipContents(buffer: Buffer): Promise<string | undefined> {
  const directory = readZipDirectory(buffer, maxZipEntries);
  if (!directory.ok) return damagedZip;
  for (const entry of directory.entries) {
    const problem = await inspectPart(buffer, entry);
    if (problem) return problem;
  }
  return undefined;
}
