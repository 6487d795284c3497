import { sql, type SQL } from "drizzle-orm";

/**
 * Row ids an import collects (a million of them, at 4 bytes each), kept as 32-bit integers like the
 * int4 ids they are, where a number[] takes more.
 */
export class IdList {
  private values = new Int32Array(4096);
  length = 0;

  push(ids: readonly number[]): void {
    if (this.length + ids.length > this.values.length) {
      const grown = new Int32Array(Math.max(this.values.length * 2, this.length + ids.length));
      grown.set(this.values.subarray(0, this.length));
      this.values = grown;
    }
    this.values.set(ids, this.length);
    this.length += ids.length;
  }

  /** The ids so far, without a copy. */
  asInt32Array(): Int32Array {
    return this.values.subarray(0, this.length);
  }
}

/**
 * Ids as one int4[] value in a statement: the array's literal, written digit by digit into bytes and
 * sent as one string, which PostgreSQL reads as an int4[] constant when it binds the statement. Ids
 * sent as a number[] took the heap many times as much (pg makes a string of every element and joins
 * them by concatenation; decision 022). (Sent as bytes read as text, `$1::text::int4[]`, the literal
 * is not a constant: a sequential scan parsed it again for every row.)
 */
export function idArray(ids: readonly number[] | IdList): SQL {
  const bytes = literal(ids instanceof IdList ? ids.asInt32Array() : ids);
  return sql`${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1")}::int4[]`;
}

const [comma, open, close, zero, minus] = [",", "{", "}", "0", "-"].map((c) => c.charCodeAt(0)) as [number, number, number, number, number];

function literal(values: ArrayLike<number>): Uint8Array {
  // An int4 is at most 11 characters, and a comma follows it.
  const bytes = new Uint8Array(2 + values.length * 12);
  let at = 0;
  bytes[at++] = open;
  for (let i = 0; i < values.length; i++) {
    if (i > 0) bytes[at++] = comma;
    let value = values[i] as number;
    if (value < 0) bytes[at++] = minus;
    value = Math.abs(value);
    const first = at;
    do {
      bytes[at++] = zero + (value % 10);
      value = Math.floor(value / 10);
    } while (value > 0);
    bytes.subarray(first, at).reverse();
  }
  bytes[at++] = close;
  return bytes.subarray(0, at);
}
