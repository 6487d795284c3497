import { zxyToTileId } from "pmtiles";

/** A tile of a test archive: its address and bytes (any bytes: the archive's reader does not decode them). */
export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Buffer;
}

/** Unsigned LEB128, as the PMTiles directories store their numbers. */
function pushVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/** The root directory: tile ids as deltas, run lengths, lengths, then offsets (0: right after the previous tile). */
function rootDirectory(tiles: { id: number; data: Buffer }[]): Buffer {
  const out: number[] = [];
  pushVarint(out, tiles.length);
  tiles.forEach((tile, i) => pushVarint(out, tile.id - (tiles[i - 1]?.id ?? 0)));
  for (const _ of tiles) pushVarint(out, 1);
  for (const tile of tiles) pushVarint(out, tile.data.length);
  tiles.forEach((_, i) => pushVarint(out, i === 0 ? 1 : 0));
  return Buffer.from(out);
}

const e7 = (degrees: number) => Math.round(degrees * 1e7);

/**
 * A PMTiles version 3 archive (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md): the
 * 127-byte header, an uncompressed root directory, JSON metadata, and the tiles' bytes, uncompressed, typed
 * as vector tiles, with no leaf directories. Small enough for a test to write and read back exactly.
 */
export function pmtilesArchive(tiles: ArchiveTile[], metadata: Record<string, unknown> = {}): Buffer {
  const sorted = tiles.map((tile) => ({ id: zxyToTileId(tile.z, tile.x, tile.y), data: tile.data })).sort((a, b) => a.id - b.id);
  const root = rootDirectory(sorted);
  const meta = Buffer.from(JSON.stringify(metadata));
  const data = Buffer.concat(sorted.map((tile) => tile.data));
  const rootOffset = 127;
  const metaOffset = rootOffset + root.length;
  const dataOffset = metaOffset + meta.length;
  const header = Buffer.alloc(127);
  header.write("PMTiles", 0, "latin1");
  header.writeUInt8(3, 7);
  const sections = [rootOffset, root.length, metaOffset, meta.length, dataOffset, 0, dataOffset, data.length];
  const counts = [sorted.length, sorted.length, sorted.length];
  [...sections, ...counts].forEach((value, i) => header.writeBigUInt64LE(BigInt(value), 8 + i * 8));
  // clustered, internal compression none, tile compression none, tile type MVT, zoom range
  const zooms = tiles.map((tile) => tile.z);
  [1, 1, 1, 1, Math.min(...zooms), Math.max(...zooms)].forEach((value, i) => header.writeUInt8(value, 96 + i));
  [-180, -85, 180, 85].forEach((degrees, i) => header.writeInt32LE(e7(degrees), 102 + i * 4));
  header.writeUInt8(0, 118);
  header.writeInt32LE(0, 119);
  header.writeInt32LE(0, 123);
  return Buffer.concat([header, root, meta, data]);
}
