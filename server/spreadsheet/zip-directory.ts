import type { ByteSource } from "./byte-source";

/**
 * Reads a ZIP's central directory from the end of the file, and an entry's local
 * header when the entry is opened, without unpacking anything: a few positioned
 * reads, however large the file.
 * Layout: https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT (4.3.7, 4.3.12, 4.3.16, 4.5.3).
 */

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; any other is refused when the entry is opened. */
  method: number;
  compressedSize: number;
  /** The size the central directory declares (its ZIP64 field where it has one). */
  declaredSize: number;
  localAt: number;
}

/** Where an entry's data starts, and the largest size any of its headers claims. */
export interface ZipEntryData {
  dataStart: number;
  declaredSize: number;
}

export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false; reason: "damaged" } | { ok: false; reason: "too-many-entries"; entries: number };

const endSignature = 0x06054b50;
const centralSignature = 0x02014b50;
const localSignature = 0x04034b50;
const zip64Marker = 0xffffffff;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const maxTail = 22 + 0xffff;

function findEnd(tail: Buffer): number {
  for (let i = tail.length - 22; i >= 0; i--) if (tail.readUInt32LE(i) === endSignature) return i;
  return -1;
}

/** A ZIP64 extra field's first two sizes (uncompressed, compressed), wherever the field holds them. */
function zip64Sizes(extra: Buffer): { size?: number; compressed?: number } {
  let sizes: { size?: number; compressed?: number } = {};
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 0x0001) continue;
    const read = (offset: number) => (offset + 8 <= extra.length ? Number(extra.readBigUInt64LE(offset)) : undefined);
    sizes = { size: read(at + 4), compressed: read(at + 12) };
  }
  return sizes;
}

/** A 32-bit size of 0xFFFFFFFF means "in the ZIP64 field"; without one it is unknown, so unbounded. */
const size32 = (value: number, zip64: number | undefined) => (value === zip64Marker ? (zip64 ?? Infinity) : value);

export async function readZipDirectory(source: ByteSource, maxEntries: number): Promise<ZipDirectory> {
  const tailStart = Math.max(0, source.size - maxTail);
  const tail = await source.read(tailStart, source.size - tailStart);
  const endAt = findEnd(tail);
  if (endAt < 0) return { ok: false, reason: "damaged" };
  const count = tail.readUInt16LE(endAt + 8);
  if (count > maxEntries) return { ok: false, reason: "too-many-entries", entries: count };
  const directoryStart = tail.readUInt32LE(endAt + 16);
  const directoryEnd = tailStart + endAt;
  if (directoryStart > directoryEnd) return { ok: false, reason: "damaged" };
  const directory = await source.read(directoryStart, directoryEnd - directoryStart);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== centralSignature) return { ok: false, reason: "damaged" };
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const zip64 = zip64Sizes(directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    const compressedSize = size32(directory.readUInt32LE(at + 20), zip64.compressed);
    const localAt = directory.readUInt32LE(at + 42);
    if (localAt + 30 + compressedSize > directoryStart) return { ok: false, reason: "damaged" };
    entries.push({
      name: directory.toString("latin1", at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      compressedSize,
      declaredSize: size32(directory.readUInt32LE(at + 24), zip64.size),
      localAt,
    });
    at += 46 + nameLength + extraLength + directory.readUInt16LE(at + 32);
  }
  return { ok: true, entries };
}

/** Reads an entry's local header: where its data starts, and the most any header declares it unpacks to. */
export async function readEntryData(source: ByteSource, entry: ZipEntry): Promise<ZipEntryData | undefined> {
  const header = await source.read(entry.localAt, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== localSignature) return undefined;
  const nameLength = header.readUInt16LE(26);
  const extraLength = header.readUInt16LE(28);
  const dataStart = entry.localAt + 30 + nameLength + extraLength;
  if (dataStart + entry.compressedSize > source.size) return undefined;
  const extra = await source.read(entry.localAt + 30 + nameLength, extraLength);
  const zip64 = zip64Sizes(extra);
  const localSize = size32(header.readUInt32LE(22), zip64.size);
  return { dataStart, declaredSize: Math.max(entry.declaredSize, localSize, zip64.size ?? 0) };
}
