/**
 * Reads a ZIP's central directory and local headers without unpacking anything,
 * so an upload's declared sizes can be judged before SheetJS inflates it. It
 * finds entries and sizes where SheetJS's parse_zip does (the end record nearest
 * the end, the local header's name and extra field), so no entry escapes the checks.
 * Layout: https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT (4.3.7, 4.3.12, 4.3.16, 4.5.3).
 */

export interface ZipEntry {
  /** As the local header names it, which is the name SheetJS files the entry under. */
  name: string;
  /** From the local header, as SheetJS reads it: 0 stored, 8 deflated, no other. */
  method: number;
  dataStart: number;
  compressedSize: number;
  /** The largest size any header claims: SheetJS sizes its output buffer from one of them. */
  declaredSize: number;
}

export type ZipDirectory = { ok: true; entries: ZipEntry[] } | { ok: false; reason: "damaged" } | { ok: false; reason: "too-many-entries"; entries: number };

const endSignature = 0x06054b50;
const centralSignature = 0x02014b50;
const localSignature = 0x04034b50;
const zip64Marker = 0xffffffff;

function findEnd(buffer: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65,535.
  const lowest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let i = buffer.length - 4; i >= lowest; i--) {
    if (buffer.readUInt32LE(i) === endSignature) return i + 22 <= buffer.length ? i : -1;
  }
  return -1;
}

/** SheetJS reads a ZIP64 field's first 16 bytes as sizes whatever the 32-bit fields say; so does this. */
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

export function readZipDirectory(buffer: Buffer, maxEntries: number): ZipDirectory {
  const end = findEnd(buffer);
  if (end < 0) return { ok: false, reason: "damaged" };
  const count = buffer.readUInt16LE(end + 8);
  if (count > maxEntries) return { ok: false, reason: "too-many-entries", entries: count };
  const entries: ZipEntry[] = [];
  let at = buffer.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buffer.readUInt32LE(at) !== centralSignature) return { ok: false, reason: "damaged" };
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const centralZip64 = zip64Sizes(buffer.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    const compressedSize = size32(buffer.readUInt32LE(at + 20), centralZip64.compressed);
    const centralSize = size32(buffer.readUInt32LE(at + 24), centralZip64.size);
    const localAt = buffer.readUInt32LE(at + 42);
    at += 46 + nameLength + extraLength + buffer.readUInt16LE(at + 32);

    if (localAt + 30 > buffer.length || buffer.readUInt32LE(localAt) !== localSignature) return { ok: false, reason: "damaged" };
    const localNameLength = buffer.readUInt16LE(localAt + 26);
    const dataStart = localAt + 30 + localNameLength + buffer.readUInt16LE(localAt + 28);
    const localZip64 = zip64Sizes(buffer.subarray(localAt + 30 + localNameLength, dataStart));
    const localSize = size32(buffer.readUInt32LE(localAt + 22), localZip64.size ?? centralZip64.size);
    if (dataStart + compressedSize > buffer.length) return { ok: false, reason: "damaged" };
    entries.push({
      name: buffer.toString("latin1", localAt + 30, localAt + 30 + localNameLength),
      method: buffer.readUInt16LE(localAt + 8),
      dataStart,
      compressedSize,
      declaredSize: Math.max(centralSize, centralZip64.size ?? 0, localSize, localZip64.size ?? 0),
    });
  }
  return { ok: true, entries };
}
